import Foundation

/// An `.svg` golden on the review page: the drawing itself as a picture (an `<img>` of
/// the file's bytes, so nothing in a golden runs on the page), the golden and the render
/// side by side when changed, the diff of its markup folded under them.
///
///     SvgGoldenHTML(item: item).html()   // "<div class=\"compare\"><figure class=\"before\">…"
struct SvgGoldenHTML {
    let item: ReviewItem

    func html() -> String {
        switch item.status {
        case .changed:
            let diff = item.diffLines.map(HTML.escape).joined(separator: "\n")
            return "<div class=\"compare\"><figure class=\"before\"><figcaption>Before (golden)</figcaption>\(picture(item.before ?? ""))</figure>"
                + "<figure class=\"after\"><figcaption>After (render)</figcaption>\(picture(item.after))</figure>\(ReviewCard.swipe)</div>"
                + "<details class=\"texts\"><summary>The SVG's diff</summary><pre class=\"diff\">\(diff)</pre></details>"
        case .new: return "<figure class=\"after\"><figcaption>New drawing</figcaption>\(picture(item.after))</figure>"
        case .removed:
            return "<p class=\"note\">No render makes this golden any more (check: unreferenced).</p>" + picture(item.after)
        case .unchanged: return picture(item.after)
        }
    }

    /// The SVG as an image of its own bytes.
    private func picture(_ svg: String) -> String {
        "<img class=\"drawing\" alt=\"\(HTML.escape(item.name))\" src=\"data:image/svg+xml;base64,"
            + Data(svg.utf8).base64EncodedString() + "\">"
    }
}
