/// SwiftUI's `ContentMarginPlacement` (https://developer.apple.com/documentation/swiftui/contentmarginplacement):
/// where `.contentMargins` adds its margins.
public struct ContentMarginPlacement: Hashable, Sendable {
    private let name: String

    /// "a ScrollView will use this placement to automatically inset both its content and scroll
    /// indicators" (Apple): here, the content (indicators are not modelled).
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The content, not the indicators.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The indicators, not the content: no effect here (indicators are not modelled).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")

    /// Whether margins of this placement inset the scroll content.
    var insetsContent: Bool { self != .scrollIndicators }
}
