//! What the SVG charts of the command line share (`reynard balance --svg`, `reynard match
//! --svg`).

/// Text made safe inside SVG's elements and attribute values.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    #[test]
    fn markup_is_escaped() {
        assert_eq!(super::escape(r#"a<b & "c">"#), "a&lt;b &amp; &quot;c&quot;&gt;");
    }
}
