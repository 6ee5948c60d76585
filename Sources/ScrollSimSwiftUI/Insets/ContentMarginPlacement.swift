/// SwiftUI's `ContentMarginPlacement`: where `.contentMargins` adds its margins.
///
/// See https://developer.apple.com/documentation/swiftui/contentmarginplacement.
public struct ContentMarginPlacement: Hashable, Sendable {
    private let name: String

    /// Insets the content, as Apple's automatic placement does for a scroll view (indicators are not modelled).
    ///
    /// Apple: "a ScrollView will use this placement to automatically inset both its content and scroll indicators";
    /// here, the content only.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The content, not the indicators.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The indicators, not the content: no effect here (indicators are not modelled).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")

    /// Whether margins of this placement inset the scroll content.
    var insetsContent: Bool { self != .scrollIndicators }
}
