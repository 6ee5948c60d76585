// Looking views up for the `set` call, which may name a plain view of a scene.
extension TraceScene {
    /// The view a call names: any view of a scene, else the scroll view (`nil`: the first scroll view).
    ///
    /// The decoder has checked the id.
    func view(withID id: String?) -> View {
        if let id, let scene, let view = scene.views.first(where: { $0.id == id }) { return view }
        return scrollView(withID: id)
    }
}
