// `import ScrollSimUIKit` plays the part of `import UIKit`: it brings Foundation (CGFloat, CGPoint,
// CGSize, CGRect, IndexPath, `floor`, `hypotf`, …) as UIKit does, and the scrollsim model and log
// types the simulator's API uses (`LogEntry`, `TouchPhase`, `ScrollViewOptions`, …).
@_exported import Foundation
@_exported import ScrollSimTrace
