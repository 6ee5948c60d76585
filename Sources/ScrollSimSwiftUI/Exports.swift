// `import ScrollSimSwiftUI` plays the part of `import SwiftUI` for scroll-target code: it brings
// Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect) and the UIKit-named simulator, since
// SwiftUI's `ScrollView` on iOS is a `UIScrollView` driven by the same gestures.
@_exported import ScrollSimUIKit
