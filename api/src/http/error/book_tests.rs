//! The book's example problems are what the API says.

use super::*;

/// The integration guide's errors section shows, in each language, the
/// answer the API gives in that language (a language that keeps the guide
/// in English has only a short page linking to the English one).
#[test]
fn the_books_example_problem_is_what_the_api_says() {
    let error = ApiError::new(
        Code::RoundNotCompleted,
        crate::detail!(
            "error-round-results-missing",
            round = 2u32,
            missing = 3u32,
            next = 3u32
        ),
    );
    let mut stale = Vec::new();
    for lang in Lang::ALL {
        let path = format!(
            "{}/../book/{}/src/integration.md",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let page = std::fs::read_to_string(&path).expect("book page");
        if lang != Lang::EN && page.contains("](../en/integration.html") {
            continue;
        }
        let shown = serde_json::to_string_pretty(&error.problem_in(lang)).expect("json");
        if !page.contains(&shown) {
            stale.push(format!("=== {}\n{shown}", lang.code()));
        }
    }
    assert!(
        stale.is_empty(),
        "the book's example problems differ from the API's:\n{}",
        stale.join("\n")
    );
}
