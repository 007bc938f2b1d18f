//! The round clock (RULES.md §13): a round's time limit, stored as instants
//! (started, paused, extensions), from which the time left is derived for
//! any "now" the caller passes in. Nothing here reads a clock or counts
//! down: the engine stays pure, and a restart of the service loses nothing
//! because the instants are all there is.
//!
//! Instants are milliseconds since the Unix epoch ([`Millis`]); durations
//! given by people (limits, extensions) are whole seconds.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// An instant: milliseconds since 1970-01-01T00:00:00Z.
pub type Millis = i64;

/// The longest time limit a round can have (RULES.md §13 sets none; this
/// bounds the arithmetic and catches typing minutes as hours): 24 hours.
pub const MAX_TIME_LIMIT_S: i64 = 24 * 3600;

/// The largest single extension, of the round or of one table: 2 hours.
pub const MAX_EXTENSION_S: i64 = 2 * 3600;

/// What the clock is doing (RULES.md §13); also its API name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = ClockStateName, description = "The state of a round's clock."))]
pub enum ClockState {
    /// Not started yet: the whole limit (and its extensions) is left.
    NotStarted,
    /// Running: the time left shrinks with every second.
    Running,
    /// Paused: the time left stays what it was at the pause.
    Paused,
    /// The round completed: the clock stopped for good, showing the time
    /// it had left at that moment (RULES.md §13).
    Finished,
}

impl ClockState {
    /// The API name: `not_started`, `running`, `paused`, `finished`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ClockState::NotStarted => "not_started",
            ClockState::Running => "running",
            ClockState::Paused => "paused",
            ClockState::Finished => "finished",
        }
    }
}

/// An extension of the whole round: `seconds` added at `at`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Extension {
    pub at: Millis,
    pub seconds: i64,
}

/// An extension of one table (a judge's ruling): moves only that table's
/// end (RULES.md §13).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableExtension {
    pub table: u32,
    pub at: Millis,
    pub seconds: i64,
}

/// Why the clock refuses a command (RULES.md §13). The service maps each
/// to a `409` (state) or `422` (value) problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockError {
    /// `start` on a clock that has already started.
    AlreadyStarted,
    /// `pause` on a clock that is not running (not started, or paused).
    NotRunning,
    /// `resume` on a clock that is not paused.
    NotPaused,
    /// Changing the limit of a clock that has started: extend it instead.
    LimitAfterStart,
    /// An extension of zero, negative, or longer than [`MAX_EXTENSION_S`].
    ExtensionOutOfRange,
    /// A limit of zero, negative, or longer than [`MAX_TIME_LIMIT_S`].
    LimitOutOfRange,
    /// A command dated before an instant the clock already holds (the
    /// server's clock went backwards).
    TimeWentBack,
}

/// A round's clock: its limit and the instants of what happened to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    /// The round's time limit in seconds, before extensions.
    pub time_limit_s: i64,
    /// When the clock was first started.
    pub started_at: Option<Millis>,
    /// When the running pause began; `None` unless paused.
    pub paused_at: Option<Millis>,
    /// The length of the pauses already over, in milliseconds.
    pub paused_ms: i64,
    /// Extensions of the whole round, oldest first.
    pub extensions: Vec<Extension>,
    /// Extensions of single tables, oldest first.
    pub table_extensions: Vec<TableExtension>,
    /// When the round completed: the clock stopped there for good
    /// (RULES.md §13). `None` while the round is open.
    pub finished_at: Option<Millis>,
}

impl Clock {
    /// A clock not started yet, with a limit of `time_limit_s`.
    pub fn new(time_limit_s: i64) -> Result<Clock, ClockError> {
        check_limit(time_limit_s)?;
        Ok(Clock {
            time_limit_s,
            started_at: None,
            paused_at: None,
            paused_ms: 0,
            extensions: Vec::new(),
            table_extensions: Vec::new(),
            finished_at: None,
        })
    }

    /// The clock stopped at `at`, when its round completed (RULES.md §13):
    /// the time left stays what it was then, and nothing ends any more.
    pub fn finish(&mut self, at: Millis) {
        self.finished_at = Some(at);
    }

    /// The clock's state (it does not depend on "now").
    pub fn state(&self) -> ClockState {
        if self.finished_at.is_some() {
            return ClockState::Finished;
        }
        match (self.started_at, self.paused_at) {
            (None, _) => ClockState::NotStarted,
            (Some(_), None) => ClockState::Running,
            (Some(_), Some(_)) => ClockState::Paused,
        }
    }

    /// The whole round's time: the limit plus its extensions, in ms.
    pub fn total_ms(&self) -> i64 {
        let ext: i64 = self.extensions.iter().map(|e| e.seconds).sum();
        (self.time_limit_s + ext) * 1000
    }

    /// The time the clock has run by `now`, in ms (frozen while paused,
    /// and from the round's completion on).
    pub fn elapsed_ms(&self, now: Millis) -> i64 {
        let Some(started) = self.started_at else {
            return 0;
        };
        let mut until = self.paused_at.unwrap_or(now);
        if let Some(finished) = self.finished_at {
            until = until.min(finished);
        }
        (until - started - self.paused_ms).max(0)
    }

    /// The round's time left at `now`, in ms; negative once time is up
    /// (running out of time blocks nothing, RULES.md §13).
    pub fn remaining_ms(&self, now: Millis) -> i64 {
        self.total_ms() - self.elapsed_ms(now)
    }

    /// The round's time left at `now` in whole seconds, rounded up (a
    /// display shows 50:00 at the start and 0:00 only once time is up);
    /// negative once time is up.
    pub fn remaining_s(&self, now: Millis) -> i64 {
        ceil_seconds(self.remaining_ms(now))
    }

    /// When the round ends: only while running (a paused or unstarted
    /// clock has no end yet, a finished one none any more).
    pub fn ends_at(&self) -> Option<Millis> {
        let started = self.started_at?;
        if self.paused_at.is_some() || self.finished_at.is_some() {
            return None;
        }
        Some(started + self.paused_ms + self.total_ms())
    }

    /// The seconds of extension table `table` has of its own (0: none).
    pub fn table_extension_s(&self, table: u32) -> i64 {
        self.table_extensions
            .iter()
            .filter(|e| e.table == table)
            .map(|e| e.seconds)
            .sum()
    }

    /// Every table with an extension of its own, and its seconds.
    pub fn extended_tables(&self) -> BTreeMap<u32, i64> {
        let mut out = BTreeMap::new();
        for e in &self.table_extensions {
            *out.entry(e.table).or_insert(0) += e.seconds;
        }
        out
    }

    /// When table `table` ends: the round's end plus its own extension
    /// (RULES.md §13: only that table's end moves); only while running.
    pub fn table_ends_at(&self, table: u32) -> Option<Millis> {
        Some(self.ends_at()? + self.table_extension_s(table) * 1000)
    }

    /// Table `table`'s time left at `now`, in ms.
    pub fn table_remaining_ms(&self, table: u32, now: Millis) -> i64 {
        self.remaining_ms(now) + self.table_extension_s(table) * 1000
    }

    /// The last instant the clock holds (commands may not predate it).
    fn latest_instant(&self) -> Option<Millis> {
        let mut latest = self.started_at;
        for t in [self.paused_at]
            .into_iter()
            .chain(self.extensions.iter().map(|e| Some(e.at)))
            .chain(self.table_extensions.iter().map(|e| Some(e.at)))
            .flatten()
        {
            latest = Some(latest.map_or(t, |l: Millis| l.max(t)));
        }
        latest
    }

    fn check_now(&self, now: Millis) -> Result<(), ClockError> {
        match self.latest_instant() {
            Some(latest) if now < latest => Err(ClockError::TimeWentBack),
            _ => Ok(()),
        }
    }

    /// Sets the limit of a clock not started yet (RULES.md §13: the
    /// round's own limit); once started, the round is extended instead.
    pub fn set_limit(&mut self, time_limit_s: i64) -> Result<(), ClockError> {
        check_limit(time_limit_s)?;
        if self.started_at.is_some() {
            return Err(ClockError::LimitAfterStart);
        }
        self.time_limit_s = time_limit_s;
        Ok(())
    }

    /// Starts the clock at `now`.
    pub fn start(&mut self, now: Millis) -> Result<(), ClockError> {
        if self.started_at.is_some() {
            return Err(ClockError::AlreadyStarted);
        }
        self.check_now(now)?;
        self.started_at = Some(now);
        Ok(())
    }

    /// Pauses a running clock at `now`.
    pub fn pause(&mut self, now: Millis) -> Result<(), ClockError> {
        if self.state() != ClockState::Running {
            return Err(ClockError::NotRunning);
        }
        self.check_now(now)?;
        self.paused_at = Some(now);
        Ok(())
    }

    /// Resumes a paused clock at `now`: the pause's length is added to the
    /// paused time, so the time left is what it was at the pause.
    pub fn resume(&mut self, now: Millis) -> Result<(), ClockError> {
        let Some(paused) = self.paused_at else {
            return Err(ClockError::NotPaused);
        };
        self.check_now(now)?;
        self.paused_ms += now - paused;
        self.paused_at = None;
        Ok(())
    }

    /// Extends the whole round by `seconds` at `now` (in any state).
    pub fn extend(&mut self, now: Millis, seconds: i64) -> Result<(), ClockError> {
        check_extension(seconds)?;
        self.check_now(now)?;
        self.extensions.push(Extension { at: now, seconds });
        Ok(())
    }

    /// Extends table `table` alone by `seconds` at `now` (in any state).
    pub fn extend_table(
        &mut self,
        now: Millis,
        table: u32,
        seconds: i64,
    ) -> Result<(), ClockError> {
        check_extension(seconds)?;
        self.check_now(now)?;
        self.table_extensions.push(TableExtension {
            table,
            at: now,
            seconds,
        });
        Ok(())
    }
}

fn check_limit(s: i64) -> Result<(), ClockError> {
    if (1..=MAX_TIME_LIMIT_S).contains(&s) {
        Ok(())
    } else {
        Err(ClockError::LimitOutOfRange)
    }
}

fn check_extension(s: i64) -> Result<(), ClockError> {
    if (1..=MAX_EXTENSION_S).contains(&s) {
        Ok(())
    } else {
        Err(ClockError::ExtensionOutOfRange)
    }
}

/// `ms` in whole seconds, rounded towards positive infinity.
fn ceil_seconds(ms: i64) -> i64 {
    -((-ms).div_euclid(1000))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const T0: Millis = 1_800_000_000_000;

    #[test]
    fn a_new_clock_has_its_whole_limit() {
        let c = Clock::new(3000).unwrap();
        assert_eq!(c.state(), ClockState::NotStarted);
        assert_eq!(c.remaining_s(T0), 3000);
        assert_eq!(c.ends_at(), None);
    }

    #[test]
    fn running_counts_down_and_ends_at_limit() {
        let mut c = Clock::new(3000).unwrap();
        c.start(T0).unwrap();
        assert_eq!(c.ends_at(), Some(T0 + 3_000_000));
        assert_eq!(c.remaining_s(T0), 3000);
        assert_eq!(c.remaining_s(T0 + 1), 3000, "rounded up");
        assert_eq!(c.remaining_s(T0 + 1000), 2999);
        assert_eq!(c.remaining_s(T0 + 3_000_000), 0);
        assert_eq!(c.remaining_s(T0 + 3_061_000), -61, "negative after time");
    }

    #[test]
    fn a_pause_freezes_and_moves_the_end() {
        let mut c = Clock::new(600).unwrap();
        c.start(T0).unwrap();
        c.pause(T0 + 100_000).unwrap();
        assert_eq!(c.state(), ClockState::Paused);
        assert_eq!(c.ends_at(), None);
        assert_eq!(c.remaining_s(T0 + 100_000), 500);
        assert_eq!(c.remaining_s(T0 + 900_000), 500);
        c.resume(T0 + 400_000).unwrap();
        assert_eq!(c.ends_at(), Some(T0 + 900_000));
        assert_eq!(c.remaining_s(T0 + 400_000), 500);
    }

    #[test]
    fn refusals() {
        let mut c = Clock::new(600).unwrap();
        assert_eq!(c.pause(T0), Err(ClockError::NotRunning));
        assert_eq!(c.resume(T0), Err(ClockError::NotPaused));
        c.start(T0).unwrap();
        assert_eq!(c.start(T0 + 1), Err(ClockError::AlreadyStarted));
        assert_eq!(c.resume(T0 + 1), Err(ClockError::NotPaused));
        assert_eq!(c.set_limit(900), Err(ClockError::LimitAfterStart));
        c.pause(T0 + 5).unwrap();
        assert_eq!(c.pause(T0 + 6), Err(ClockError::NotRunning));
        assert_eq!(c.resume(T0 + 4), Err(ClockError::TimeWentBack));
        assert_eq!(c.extend(T0 + 6, 0), Err(ClockError::ExtensionOutOfRange));
        assert_eq!(
            c.extend(T0 + 6, MAX_EXTENSION_S + 1),
            Err(ClockError::ExtensionOutOfRange)
        );
        assert_eq!(
            c.extend_table(T0 + 6, 1, -5),
            Err(ClockError::ExtensionOutOfRange)
        );
        assert_eq!(Clock::new(0), Err(ClockError::LimitOutOfRange));
        assert_eq!(
            Clock::new(MAX_TIME_LIMIT_S + 1),
            Err(ClockError::LimitOutOfRange)
        );
    }

    #[test]
    fn a_table_extension_moves_only_that_table() {
        let mut c = Clock::new(600).unwrap();
        c.start(T0).unwrap();
        c.extend_table(T0 + 10, 3, 120).unwrap();
        c.extend_table(T0 + 20, 3, 60).unwrap();
        assert_eq!(c.ends_at(), Some(T0 + 600_000));
        assert_eq!(c.table_ends_at(3), Some(T0 + 780_000));
        assert_eq!(c.table_ends_at(4), Some(T0 + 600_000));
        assert_eq!(c.extended_tables(), BTreeMap::from([(3, 180)]));
    }

    #[test]
    fn a_finished_clock_stops_at_completion() {
        let mut c = Clock::new(600).unwrap();
        c.start(T0).unwrap();
        c.extend_table(T0 + 10, 3, 120).unwrap();
        c.finish(T0 + 100_000);
        assert_eq!(c.state(), ClockState::Finished);
        assert_eq!(c.state().as_str(), "finished");
        assert_eq!(c.ends_at(), None);
        assert_eq!(c.table_ends_at(3), None);
        assert_eq!(c.remaining_s(T0 + 100_000), 500);
        assert_eq!(c.remaining_s(T0 + 9_000_000), 500, "frozen, never time up");
        // Paused before the completion: frozen at the pause.
        let mut p = Clock::new(600).unwrap();
        p.start(T0).unwrap();
        p.pause(T0 + 50_000).unwrap();
        p.finish(T0 + 90_000);
        assert_eq!(p.remaining_s(T0 + 9_000_000), 550);
        // Never started: the whole limit.
        let mut n = Clock::new(600).unwrap();
        n.finish(T0);
        assert_eq!((n.remaining_s(T0 + 9_000_000), n.ends_at()), (600, None));
    }

    /// One command of a random history.
    #[derive(Debug, Clone)]
    enum Cmd {
        Start,
        Pause,
        Resume,
        Extend(i64),
        Wait(i64),
    }

    fn cmd() -> impl Strategy<Value = Cmd> {
        prop_oneof![
            Just(Cmd::Start),
            Just(Cmd::Pause),
            Just(Cmd::Resume),
            (1..=MAX_EXTENSION_S).prop_map(Cmd::Extend),
            (0..5_000_000i64).prop_map(Cmd::Wait),
        ]
    }

    /// Runs `cmds` from `T0`; returns the clock, the final "now", the
    /// running time (ms the clock spent running) and the seconds extended.
    fn run(cmds: &[Cmd]) -> (Clock, Millis, i64, i64) {
        let mut c = Clock::new(3000).unwrap();
        let (mut now, mut running, mut extended) = (T0, 0, 0);
        for cmd in cmds {
            match cmd {
                Cmd::Start => {
                    let _ = c.start(now);
                }
                Cmd::Pause => {
                    let _ = c.pause(now);
                }
                Cmd::Resume => {
                    let _ = c.resume(now);
                }
                Cmd::Extend(s) => {
                    c.extend(now, *s).unwrap();
                    extended += s;
                }
                Cmd::Wait(ms) => {
                    if c.state() == ClockState::Running {
                        running += ms;
                    }
                    now += ms;
                }
            }
        }
        (c, now, running, extended)
    }

    proptest! {
        /// Pausing and resuming never changes the total running time: the
        /// time left is the limit plus extensions minus the time the clock
        /// actually ran.
        #[test]
        fn time_left_is_total_minus_running_time(cmds in prop::collection::vec(cmd(), 0..40)) {
            let (c, now, running, extended) = run(&cmds);
            prop_assert_eq!(c.remaining_ms(now), (3000 + extended) * 1000 - running);
            if let Some(end) = c.ends_at() {
                prop_assert_eq!(end - now, c.remaining_ms(now));
            }
        }

        /// An extension adds exactly its seconds, in any state.
        #[test]
        fn extensions_add_exactly(cmds in prop::collection::vec(cmd(), 0..30), s in 1..=MAX_EXTENSION_S, later in 0..10_000_000i64) {
            let (mut c, now, _, _) = run(&cmds);
            let before = c.remaining_ms(now);
            let end_before = c.ends_at();
            c.extend(now, s).unwrap();
            prop_assert_eq!(c.remaining_ms(now), before + s * 1000);
            prop_assert_eq!(c.ends_at(), end_before.map(|e| e + s * 1000));
            let mut t = c.clone();
            t.extend_table(now, 7, s).unwrap();
            prop_assert_eq!(t.remaining_ms(now + later), c.remaining_ms(now + later));
            prop_assert_eq!(t.table_remaining_ms(7, now + later), c.remaining_ms(now + later) + s * 1000);
        }

        /// While running, the time left never grows as time passes, and
        /// falls by exactly the time passed; while not running it stays.
        #[test]
        fn remaining_is_monotone(cmds in prop::collection::vec(cmd(), 0..30), a in 0..10_000_000i64, b in 0..10_000_000i64) {
            let (c, now, _, _) = run(&cmds);
            let (a, b) = (a.min(b), a.max(b));
            let (ra, rb) = (c.remaining_ms(now + a), c.remaining_ms(now + b));
            if c.state() == ClockState::Running {
                prop_assert_eq!(ra - rb, b - a);
                prop_assert!(c.remaining_s(now + a) >= c.remaining_s(now + b));
            } else {
                prop_assert_eq!(ra, rb);
            }
        }

        /// Once the round completed, the time left is what it was at the
        /// completion, for every later "now", and the clock has no end.
        #[test]
        fn finished_is_frozen(cmds in prop::collection::vec(cmd(), 0..30), later in 0..100_000_000i64) {
            let (mut c, now, _, _) = run(&cmds);
            let at_completion = c.remaining_ms(now);
            c.finish(now);
            prop_assert_eq!(c.state(), ClockState::Finished);
            prop_assert_eq!(c.ends_at(), None);
            prop_assert_eq!(c.remaining_ms(now + later), at_completion);
        }
    }
}
