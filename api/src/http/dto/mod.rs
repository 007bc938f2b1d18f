//! The wire types: every type with a `ToSchema` derive, the JSON bodies
//! of requests and answers.

pub mod clock;
pub mod codes;
pub mod explain;
pub mod from_players;
pub mod from_rounds;
pub mod frontend;
pub mod playoff;
pub mod reports;
pub mod stream;
pub mod types;
pub mod webhooks;
pub mod wire;
