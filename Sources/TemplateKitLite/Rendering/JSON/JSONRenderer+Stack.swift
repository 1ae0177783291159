extension JSONRenderer {
    /// A whole navigation stack as canonical JSON bytes, as the car holds it:
    ///
    ///     {"profile": …, "schemaVersion": 1,
    ///      "stack": {"presented": {…}, "pushed": [{…}, …], "root": {…}}}
    ///
    /// `presented` and `pushed` are left out when there are none; each template is written
    /// as ``renderUTF8(_:)`` writes it.
    public func renderUTF8(stack: NavigationStack) -> [UInt8] {
        let templates = [stack.root] + stack.pushed + (stack.presented.map { [$0] } ?? [])
        let capacity = templates.reduce(256) { $0 + RenderSizeHint.json($1, profile: profile) }
        return ByteBuffer.collect(capacity: capacity) { bytes in
            var writer = CanonicalJSONWriter(into: bytes)
            write(stackDocument: stack, to: &writer)
            return writer.finishBytes()
        }
    }

    /// `{"profile": …, "schemaVersion": 1, "stack": {…}}`
    func write<Sink: JSONSink & ~Copyable>(stackDocument stack: NavigationStack, to json: inout Sink) {
        json.beginObject()
        json.string("profile", profile.name)
        json.key("schemaVersion")
        json.int(Self.schemaVersion)
        json.key("stack")
        json.beginObject()
        if let presented = stack.presented {
            json.key("presented")
            write(presented, to: &json)
        }
        json.array("pushed", stack.pushed) { template, json in write(template, to: &json) }
        json.key("root")
        write(stack.root, to: &json)
        json.endObject()
        json.endObject()
    }
}
