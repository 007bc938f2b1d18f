//! Wire types of the API responses (the book: [Integration guide](/book/en/integration.html)), separate from the engine's
//! types, with explicit conversions. Serialized by the command line and the
//! HTTP service alike.
//!
//! Percentages are exact fractions in the engine and are rounded to 4
//! decimals only here, at output (RULES.md preamble, the book: [Integration guide](/book/en/integration.html)).

use planesforge_engine::{History, PlayerIdx, Round, RoundKind, RoundWarning};
use serde::{Deserialize, Serialize};

pub use crate::service::views::standings::{
    DECIMALS, ExtendedEntry, StandingEntry, StandingsQuery, StandingsResponse, ThirdFloorEntry,
    WireFloor, pct,
};

/// Whether `s` is a plain decimal number such as `-3` or `0.6667`: a
/// spreadsheet reads it as that number, never as a formula.
fn plain_number(s: &str) -> bool {
    let digits = s.strip_prefix('-').unwrap_or(s);
    let (int, frac) = digits.split_once('.').unwrap_or((digits, "0"));
    !int.is_empty()
        && !frac.is_empty()
        && int.bytes().all(|b| b.is_ascii_digit())
        && frac.bytes().all(|b| b.is_ascii_digit())
}

/// A cell defused against formula injection (OWASP "CSV Injection"): a
/// cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return gets
/// a leading `'`, so a spreadsheet shows it as text instead of running it
/// (`=HYPERLINK(…)` → `'=HYPERLINK(…)`). A plain number (`-3`) is left as
/// it is; no column the service writes holds a negative number today.
/// Inside a cell, a `;` followed (after blanks or quotes) by one of those
/// characters gets a `'` after it too: a spreadsheet that splits lines on
/// `;` (German, French, Italian or Spanish Excel) starts a cell there, and
/// that cell must not be a formula either (`a;=1+1` → `a;'=1+1`).
fn defuse(s: &str) -> std::borrow::Cow<'_, str> {
    const FORMULA: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];
    let leading = s.starts_with(FORMULA) && !plain_number(s);
    let inner = s.match_indices(';').any(|(i, _)| {
        s[i + 1..]
            .trim_start_matches([' ', '"'])
            .starts_with(FORMULA)
    });
    if !leading && !inner {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 2);
    if leading {
        out.push('\'');
    }
    let mut rest = s;
    while let Some(i) = rest.find(';') {
        out.push_str(&rest[..=i]);
        rest = &rest[i + 1..];
        if rest.trim_start_matches([' ', '"']).starts_with(FORMULA) {
            out.push('\'');
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

/// Why a CSV or HTML view could not be rendered. Rendering into memory
/// does not fail in practice; the variants keep the crates' errors instead
/// of panicking on them (a 500 `internal` if it ever happens).
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("CSV: {0}")]
    Csv(#[from] csv::Error),
    #[error("CSV: {0}")]
    Io(#[from] std::io::Error),
    #[error("CSV: {0}")]
    Utf8(#[from] std::string::FromUtf8Error),
    #[error("HTML template: {0}")]
    Template(#[from] askama::Error),
}

/// A `text/csv` document being written with the `csv` crate: RFC 4180,
/// `\r\n` after every record, every cell defused ([`defuse`]). The first
/// record written is the header row (our column names, quoted only where
/// RFC 4180 needs it); in the others every field that is not a number is
/// quoted (`"Ana"`, `"false"`, `""`), so a spreadsheet that splits on `;`
/// (as German, French, Italian or Spanish Excel does) still keeps a name
/// such as `a;=1+1` in one cell, never starting one with `=`. The one CSV
/// writer of the service (standings and a round's pairings).
pub struct CsvDocument {
    header: csv::Writer<Vec<u8>>,
    body: csv::Writer<Vec<u8>>,
    /// Whether the header row was written.
    started: bool,
}

impl CsvDocument {
    /// An empty document.
    pub fn new() -> CsvDocument {
        let writer = |quote| {
            csv::WriterBuilder::new()
                .terminator(csv::Terminator::CRLF)
                .quote_style(quote)
                .from_writer(Vec::new())
        };
        CsvDocument {
            header: writer(csv::QuoteStyle::Necessary),
            body: writer(csv::QuoteStyle::NonNumeric),
            started: false,
        }
    }

    /// Appends one record, its fields defused (the first: the header row).
    pub fn record<S: AsRef<str>>(
        &mut self,
        fields: impl IntoIterator<Item = S>,
    ) -> Result<(), RenderError> {
        let fields = fields.into_iter().map(|f| defuse(f.as_ref()).into_owned());
        if self.started {
            self.body.write_record(fields)?;
        } else {
            self.header.write_record(fields)?;
            self.started = true;
        }
        Ok(())
    }

    /// The text written.
    pub fn finish(self) -> Result<String, RenderError> {
        let mut bytes = self.header.into_inner().map_err(|e| e.into_error())?;
        bytes.extend(self.body.into_inner().map_err(|e| e.into_error())?);
        Ok(String::from_utf8(bytes)?)
    }
}

impl Default for CsvDocument {
    fn default() -> Self {
        CsvDocument::new()
    }
}

/// The CSV columns of every standings line.
const CSV_COLUMNS: [&str; 13] = [
    "rank",
    "player_id",
    "name",
    "match_points",
    "wins",
    "losses",
    "draws",
    "byes",
    "missed",
    "omw",
    "gw",
    "ogw",
    "dropped",
];

/// The CSV columns of the the book: [Why other platforms can show different numbers](/book/en/pairings-and-standings.html#other-platforms) figures.
const CSV_EXTENDED_COLUMNS: [&str; 16] = [
    "mw",
    "game_points",
    "games_played",
    "buchholz",
    "fine_buchholz",
    "sonneborn_berger",
    "schoch",
    "oomw",
    "oogw",
    "defeated_mw",
    "progressive",
    "third_floor_rank",
    "third_floor_mw",
    "third_floor_omw",
    "third_floor_gw",
    "third_floor_ogw",
];

impl StandingsResponse {
    /// The same standings as `text/csv` (the book: [CSV and printable pages](/book/en/integration.html#csv-and-print)): a header line,
    /// then one line per player in the order of the JSON rows, `\r\n`
    /// line ends. Once a top cut exists the first column is `final_rank`
    /// (the book: [Top cut](/book/en/pairings-and-standings.html#top-cut); empty while pending). The §9 columns follow when the
    /// rows carry them.
    pub fn to_csv(&self) -> Result<String, RenderError> {
        let extended = self.standings.iter().any(|e| e.extended.is_some());
        let cut = self.cut_size.is_some();
        let mut out = CsvDocument::new();
        out.record(csv_header(cut, extended))?;
        for e in &self.standings {
            out.record(e.csv_record(cut, extended))?;
        }
        out.finish()
    }
}

/// The header row: `final_rank` first once a cut exists, the §9 columns
/// last when any row has them.
fn csv_header(cut: bool, extended: bool) -> Vec<&'static str> {
    let mut header = if cut { vec!["final_rank"] } else { vec![] };
    header.extend(CSV_COLUMNS);
    if extended {
        header.extend(CSV_EXTENDED_COLUMNS);
    }
    header
}

impl StandingEntry {
    /// This line's CSV record, with the columns of [`csv_header`]: empty
    /// `final_rank` while pending, empty §9 cells for a row without them.
    fn csv_record(&self, cut: bool, extended: bool) -> Vec<String> {
        let mut fields = if cut {
            // Empty while the place is pending (RULES.md §8).
            vec![
                self.final_rank
                    .flatten()
                    .map(|p| p.to_string())
                    .unwrap_or_default(),
            ]
        } else {
            vec![]
        };
        fields.extend([
            self.rank.to_string(),
            self.player_id.clone(),
            self.name.clone(),
            self.match_points.to_string(),
            self.wins.to_string(),
            self.losses.to_string(),
            self.draws.to_string(),
            self.byes.to_string(),
            self.missed.to_string(),
            self.omw.to_string(),
            self.gw.to_string(),
            self.ogw.to_string(),
            self.dropped.to_string(),
        ]);
        match &self.extended {
            Some(x) => fields.extend(x.csv_cells()),
            None if extended => fields.extend(std::iter::repeat_n(
                String::new(),
                CSV_EXTENDED_COLUMNS.len(),
            )),
            None => {}
        }
        fields
    }
}

impl ExtendedEntry {
    /// The §9 cells, in the order of the §9 columns.
    fn csv_cells(&self) -> [String; 16] {
        [
            self.mw.to_string(),
            self.game_points.to_string(),
            self.games_played.to_string(),
            self.buchholz.to_string(),
            self.fine_buchholz.to_string(),
            self.sonneborn_berger.to_string(),
            self.schoch.to_string(),
            self.oomw.to_string(),
            self.oogw.to_string(),
            self.defeated_mw.to_string(),
            self.progressive.to_string(),
            self.third_floor.rank.to_string(),
            self.third_floor.mw.to_string(),
            self.third_floor.omw.to_string(),
            self.third_floor.gw.to_string(),
            self.third_floor.ogw.to_string(),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use planesforge_engine::TournamentDocument;
    use planesforge_engine::standings;
    use planesforge_engine::standings::StandingsOptions;

    const DOC: &str = r#"{
      "format": "planesforge-tournament/1", "name": "t",
      "players": [ { "id": "a", "name": "Ann" }, { "id": "b", "name": "Ben" },
                   { "id": "c", "name": "Cat" } ],
      "rounds": [ { "number": 1, "kind": "swiss", "pairings": [
        { "table": 1, "player_a": "a", "player_b": "b",
          "result": { "wins": 2, "losses": 1, "draws": 0 } },
        { "table": 2, "player_a": "c", "player_b": null, "bye": true } ] } ]
    }"#;

    #[test]
    fn csv() {
        let text = DOC.replace("\"Ben\"", "\"Ben \\\"The Wall\\\", Jr\"");
        let h = TournamentDocument::parse_history(&text).unwrap();
        let s = standings::compute(&h, &StandingsOptions::default()).unwrap();
        let csv = StandingsResponse::new(&h, &s).to_csv().unwrap();
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert_eq!(lines.len(), 5, "{csv}");
        assert!(lines[0].starts_with("rank,player_id,name,match_points"));
        // Numbers bare, every text field quoted (the header row as it is).
        assert_eq!(
            lines[1],
            r#"1,"a","Ann",3,1,0,0,0,0,0.33,0.6667,0.3333,"false""#
        );
        assert!(
            lines
                .iter()
                .any(|l| l.contains(r#""Ben ""The Wall"", Jr""#)),
            "{csv}"
        );
        assert_eq!(lines[4], "");
        let s = standings::compute(
            &h,
            &StandingsOptions {
                extended: true,
                ..Default::default()
            },
        )
        .unwrap();
        let csv = StandingsResponse::new(&h, &s).to_csv().unwrap();
        let header = csv.lines().next().unwrap();
        assert_eq!(header.split(',').count(), 29);
        let first = csv.lines().nth(1).unwrap();
        assert_eq!(first.split(',').count(), 29);
    }

    /// `DOC` plus a Top 2 as round 2 (Ann seed 1 against Cat), with the
    /// final's result `result` (from Ann's side) or none.
    fn with_final(result: Option<&str>) -> History {
        let result = result.map_or(String::new(), |r| format!(", \"result\": {r}"));
        let text = DOC.replace(
            "] } ]\n    }",
            &format!(
                "] }}, {{ \"number\": 2, \"kind\": \"playoff\", \"pairings\": [
                  {{ \"table\": 1, \"player_a\": \"a\", \"player_b\": \"c\"{result} }} ] }} ]
    }}"
            ),
        );
        TournamentDocument::parse_history(&text).unwrap()
    }

    fn final_response(h: &History) -> StandingsResponse {
        let s = standings::compute(h, &StandingsOptions::default()).unwrap();
        let f = planesforge_engine::final_standings::compute(h, &s, None).unwrap();
        StandingsResponse::with_final(h, &s, f.as_ref())
    }

    #[test]
    fn final_standings_json_and_csv() {
        // Before the cut: no cut_size, no final_rank, no CSV column.
        let h = TournamentDocument::parse_history(DOC).unwrap();
        let v = serde_json::to_value(final_response(&h)).unwrap();
        assert!(v.get("cut_size").is_none());
        assert!(v["standings"][0].get("final_rank").is_none());
        assert!(final_response(&h).to_csv().unwrap().starts_with("rank,"));

        // The final pending: Ann and Cat null, Ben 3rd; null is written.
        let r = final_response(&with_final(None));
        let v = serde_json::to_value(&r).unwrap();
        assert_eq!(v["cut_size"], 2);
        let rows: Vec<(&str, &serde_json::Value)> = v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e["player_id"].as_str().unwrap(), &e["final_rank"]))
            .collect();
        assert_eq!(
            rows,
            vec![
                ("a", &serde_json::Value::Null),
                ("c", &serde_json::Value::Null),
                ("b", &3.into())
            ]
        );
        assert!(
            v["standings"][0]
                .as_object()
                .unwrap()
                .contains_key("final_rank")
        );
        let back: StandingsResponse = serde_json::from_value(v).unwrap();
        assert_eq!(back, r);
        let csv = r.to_csv().unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert!(lines[0].starts_with("final_rank,rank,player_id,"), "{csv}");
        assert!(lines[1].starts_with(r#""",1,"a","#), "{csv}");
        assert!(lines[3].starts_with(r#"3,3,"b","#), "{csv}");

        // Cat wins the final: Cat 1st, Ann 2nd, Ben 3rd; `rank` is Swiss.
        let r = final_response(&with_final(Some(
            "{ \"wins\": 1, \"losses\": 2, \"draws\": 0 }",
        )));
        let got: Vec<(&str, Option<Option<u32>>, u32)> = r
            .standings
            .iter()
            .map(|e| (e.player_id.as_str(), e.final_rank, e.rank))
            .collect();
        assert_eq!(
            got,
            vec![
                ("c", Some(Some(1)), 2),
                ("a", Some(Some(2)), 1),
                ("b", Some(Some(3)), 3)
            ]
        );
        let csv = r.to_csv().unwrap();
        assert!(
            csv.lines().nth(1).unwrap().starts_with(r#"1,2,"c","#),
            "{csv}"
        );
        let back: StandingsResponse =
            serde_json::from_value(serde_json::to_value(&r).unwrap()).unwrap();
        assert_eq!(back, r);
    }

    #[test]
    fn csv_cells_are_defused() {
        for (cell, want) in [
            ("=1+1", "'=1+1"),
            ("+1", "'+1"),
            ("-x", "'-x"),
            ("@x", "'@x"),
            ("\tx", "'\tx"),
            ("\rx", "\"'\rx\""),
            (
                "=HYPERLINK(\"http://x\",\"y\")",
                "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"",
            ),
            ("-3", "-3"),
            ("-0.5", "-0.5"),
            ("-", "'-"),
            ("-1-1", "'-1-1"),
            ("0.6667", "0.6667"),
            ("Ann", "Ann"),
            ("Ann=Ben", "Ann=Ben"),
        ] {
            // The cell in a record with a plain one, as the service writes it.
            let mut doc = CsvDocument::new();
            doc.record([cell, "x"]).unwrap();
            assert_eq!(doc.finish().unwrap(), format!("{want},x\r\n"), "{cell:?}");
        }
    }

    /// A data row (after the header): every field that is not a number is
    /// quoted, and no cell that a `;`-splitting spreadsheet makes of it
    /// begins with a formula character.
    #[test]
    fn data_rows_quote_text_and_defuse_after_semicolons() {
        for (cell, want) in [
            ("Ann", r#""Ann""#),
            ("", r#""""#),
            ("false", r#""false""#),
            ("3", "3"),
            ("0.6667", "0.6667"),
            ("=1+1", r#""'=1+1""#),
            ("a;=1+1", r#""a;'=1+1""#),
            ("a; +1;b", r#""a;' +1;b""#),
            (r#"a;"@x"#, r#""a;'""@x""#),
            ("a;b;-c", r#""a;b;'-c""#),
            ("Ann;Ben", r#""Ann;Ben""#),
        ] {
            let mut doc = CsvDocument::new();
            doc.record(["h1", "h2"]).unwrap();
            doc.record([cell, "7"]).unwrap();
            assert_eq!(
                doc.finish().unwrap(),
                format!("h1,h2\r\n{want},7\r\n"),
                "{cell:?}"
            );
        }
        // Split as a `;`-separated spreadsheet does, wherever it starts a
        // cell: none is a formula.
        let mut doc = CsvDocument::new();
        doc.record(["rank", "name"]).unwrap();
        for name in ["a;=HYPERLINK(\"http://x\")", "b; @SUM(1)", "c;\"+1", "=d"] {
            doc.record(["1", name]).unwrap();
        }
        let text = doc.finish().unwrap();
        for line in text.lines().skip(1) {
            for cell in line.split([';', ',']) {
                let cell = cell.trim_start_matches([' ', '"']);
                assert!(
                    !cell.starts_with(['=', '+', '-', '@']),
                    "{cell:?} in {text}"
                );
            }
        }
    }

    #[test]
    fn query_defaults_and_parsing() {
        let q: StandingsQuery = serde_json::from_str("{}").unwrap();
        assert_eq!(q.options(), StandingsOptions::default());
        let q: StandingsQuery =
            serde_json::from_str(r#"{"after_round": 2, "floor": "third", "extended": true}"#)
                .unwrap();
        let o = q.options();
        assert_eq!(o.after_round, Some(2));
        assert_eq!(o.floor, WireFloor::Third);
        assert!(o.extended);
        assert!(serde_json::from_str::<StandingsQuery>(r#"{"floor": "half"}"#).is_err());
    }

    #[test]
    fn response_shape_and_rounding() {
        let h = TournamentDocument::parse_history(DOC).unwrap();
        let s = standings::compute(&h, &StandingsOptions::default()).unwrap();
        let v = serde_json::to_value(StandingsResponse::new(&h, &s)).unwrap();
        assert_eq!(v["after_round"], 1);
        assert_eq!(v["floor"], "mtr");
        let ann = &v["standings"][0];
        assert_eq!(ann["player_id"], "a");
        assert_eq!(ann["rank"], 1);
        // Ann 2-1-0: GW% 6/9 → 0.6667; her opponent Ben went 0-1: 0.33
        // (his GW% 3/9 is above the floor: OGW 0.3333).
        assert_eq!(ann["gw"], 0.6667);
        assert_eq!(ann["omw"], 0.33);
        assert_eq!(ann["ogw"], 0.3333);
        assert!(ann.get("extended").is_none());
        let keys: Vec<&str> = ann
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        for k in [
            "rank",
            "player_id",
            "name",
            "match_points",
            "wins",
            "losses",
            "draws",
            "byes",
            "missed",
            "omw",
            "gw",
            "ogw",
            "dropped",
        ] {
            assert!(keys.contains(&k), "{k}");
        }
        // Cat's bye: a win's worth of points, counted apart from wins.
        let cat = v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["player_id"] == "c")
            .unwrap();
        assert_eq!(
            (&cat["match_points"], &cat["wins"], &cat["byes"]),
            (&3.into(), &0.into(), &1.into())
        );
        // Round trip through the Deserialize side.
        let back: StandingsResponse = serde_json::from_value(v).unwrap();
        assert_eq!(back, StandingsResponse::new(&h, &s));
    }
}

/// The state of a round: the engine's (its serde names are the wire's).
pub use planesforge_engine::lifecycle::RoundState;

// Separate from the view and the document's `DocRound` because it is the
// command line's answer (`planesforge pair`): player ids only, no times,
// the state and warnings beside the tables.
/// A round (the book: [The bye](/book/en/pairings-and-standings.html#the-bye), [How a round is paired](/book/en/pairings-and-standings.html#how-a-round-is-paired)): tables in order, the bye last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResponse {
    pub number: u32,
    pub kind: RoundKind,
    pub state: RoundState,
    pub pairings: Vec<PairingEntry>,
    pub warnings: Vec<WarningEntry>,
}

// Separate from the document's `DocPairing` because `bye` and `result`
// are always written here (`false`, `null`), never left out.
/// One table: `player_a` is the higher-ranked player; `player_b` is `null`
/// for the bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingEntry {
    pub table: u32,
    pub player_a: String,
    pub player_b: Option<String>,
    pub bye: bool,
    /// From `player_a`'s side; `null` while unplayed (and for the bye).
    pub result: Option<ResultEntry>,
}

/// A match result from `player_a`'s side; `double_loss` (written only
/// when true) when both players lost (the book: [Match points and game points](/book/en/pairings-and-standings.html#points)):
/// the document's.
pub use planesforge_engine::document::DocResult as ResultEntry;

// Separate from the engine's `RoundWarning` because the engine's derives
// no serde (its code is a `&'static str`, which is never read back).
/// A warning on a table, e.g. `rematch`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarningEntry {
    pub code: String,
    pub table: u32,
    pub message: String,
}

impl RoundResponse {
    /// The response for `round` of `history` (player ids from the history).
    pub fn new(
        history: &History,
        round: &Round,
        state: RoundState,
        warnings: &[RoundWarning],
    ) -> RoundResponse {
        let id = |p: PlayerIdx| history.player(p).id.clone();
        RoundResponse {
            number: round.number,
            kind: round.kind,
            state,
            pairings: round
                .pairings
                .iter()
                .map(|p| PairingEntry {
                    table: p.table,
                    player_a: id(p.player_a),
                    player_b: p.player_b.map(id),
                    bye: p.is_bye(),
                    result: p.result.map(ResultEntry::from),
                })
                .collect(),
            warnings: warnings
                .iter()
                .map(|w| WarningEntry {
                    code: w.code.to_owned(),
                    table: w.table,
                    message: w.message.clone(),
                })
                .collect(),
        }
    }
}
