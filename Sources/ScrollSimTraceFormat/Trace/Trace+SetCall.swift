import ScrollSimJSON
import ScrollSimKit

// Decoding the `set` call:
// `{"t": 1.2, "call": "set", "view": "list", "property": "contentInset", "value": {"top": 60}}`.
//
// The value's shape follows the property (see `traces/format.md`).
extension Trace {
    /// A `set` call.
    ///
    /// `view` names any view of the scene (default: the first scroll view); every property but `frame` needs a scroll
    /// view.
    static func decodeSetCall(
        _ reader: inout ObjectReader, time: Double, scrollViews: [String], plainViews: [String], device: Device? = nil
    ) throws(TraceDecodingError) -> TraceEvent {
        var view: String?
        if let viewReader = reader.optional("view") {
            let id = try viewReader.string()
            guard scrollViews.contains(id) || plainViews.contains(id) else {
                throw viewReader.error(
                    "unknown view \(JSONText.quoted(id)) (expected \(listed(scrollViews + plainViews)))")
            }
            view = id
        }
        let propertyReader = try reader.required("property")
        let propertyName = try propertyReader.oneOf(TraceKeys.Call.propertyNames)
        guard let property = PropertyChange.Name(rawValue: propertyName) else {
            return try decodeOrientation(&reader, time: time, view: view, device: device, at: propertyReader)
        }
        if property.isScrollViewOnly, let view, plainViews.contains(view) {
            throw propertyReader.error(
                "\(JSONText.quoted(property.rawValue)) is a scrollView property, but \(JSONText.quoted(view)) is a "
                    + "plain view (it has only \"frame\")")
        }
        let value = try reader.required("value")
        return .call(time: time, view: view, .set(try decodePropertyValue(property, value)))
    }

    /// Decodes a `set` of the screen's orientation.
    ///
    /// `{"call": "set", "property": "screen.orientation", "value": "portrait" | "landscape"}`: the screen's, so without
    /// a `view`, and only on a screen that names a `device`.
    static func decodeOrientation(
        _ reader: inout ObjectReader, time: Double, view: String?, device: Device?, at propertyReader: ValueReader
    ) throws(TraceDecodingError) -> TraceEvent {
        if view != nil {
            throw try reader.required("view").error(
                #""screen.orientation" is the screen's, not a view's: give no "view""#)
        }
        guard let device else { throw propertyReader.error(#""screen.orientation" needs a "screen.device""#) }
        let orientation = try reader.required("value").enumeration(Device.Orientation.self)
        return .call(time: time, view: nil, .setOrientation(device, orientation))
    }

    /// The value of `property`, shaped as the property's type.
    static func decodePropertyValue(_ property: PropertyChange.Name, _ value: ValueReader)
        throws(TraceDecodingError) -> PropertyChange
    {
        switch property {
        case .contentInset: return .contentInset(try decodeInsets(value.object()))
        case .contentSize: return .contentSize(try decodeSize(value.object()))
        case .frame: return .frame(try decodeRect(value.object()))
        case .zoomViewFrame: return .zoomViewFrame(try decodeRect(value.object()))
        case .contentOffset: return .contentOffset(try decodePoint(value.object()))
        case .isPagingEnabled: return .isPagingEnabled(try value.bool())
        case .isScrollEnabled: return .isScrollEnabled(try value.bool())
        case .bounces: return .bounces(try value.bool())
        case .decelerationRate: return .decelerationRate(try decodeRate(value))
        case .zoomScale: return .zoomScale(try value.number(zoomScaleBounds))
        case .minimumZoomScale: return .minimumZoomScale(try value.number(zoomScaleBounds))
        case .maximumZoomScale: return .maximumZoomScale(try value.number(zoomScaleBounds))
        case .bouncesZoom: return .bouncesZoom(try value.bool())
        case .safeAreaInsets: return .safeAreaInsets(try decodeInsets(value.object()))
        case .contentInsetAdjustmentBehavior:
            return .contentInsetAdjustmentBehavior(try value.enumeration(ContentInsetAdjustmentBehavior.self))
        }
    }
}
