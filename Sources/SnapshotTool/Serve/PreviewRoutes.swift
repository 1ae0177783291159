import Foundation
import GoldenCore
import TemplateKitLite

/// What each URL of `serve` answers. Only catalog names are served, never a file path:
///
///     GET  /                          the page
///     GET  /render/NAME?format=text|json|details&profile=P   exactly what `render` prints
///     GET  /api/catalog               every screen, journey and file, with the options
///     GET  /api/entry?name=N&profile=P&ios=V                 one entry for the page
///     GET  /api/nav?steps=r3.b&profile=P                     the click-through car
///     GET  /api/state                 the state file's text
///     GET  /events                    server-sent events: reload, build
///     POST /api/state/check           the decoder's verdict on a document
///     POST /api/state                 save the --state file (atomically), then reload
///
/// `/render`, `/api/entry` and `/api/nav` also take the catalog's options
/// (`&artist=phish`), over the command line's, for that request only: a page keeps them in
/// its own URL.
struct PreviewRoutes {
    let session: PreviewSession
    let status: () -> JSONValue

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("HEAD", "/"): return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
        case ("GET", "/events"): return .eventStream(first: "event: hello\ndata: \(oneLine(status()))\n\n")
        case ("GET", "/api/status"): return json(status())
        case ("GET", "/api/catalog"): return json(catalogJSON())
        case ("GET", "/api/entry"): return entry(request)
        case ("GET", "/api/nav"): return navigation(request)
        case ("GET", "/api/state"): return json(stateJSON())
        case ("POST", "/api/state/check"):
            return json(.object(["problem": session.decodeProblem(request.body).map(JSONValue.string) ?? .null]))
        case ("POST", "/api/state"): return saveState(request)
        case ("GET", _) where request.path.hasPrefix("/render/"): return render(request)
        case (_, "/"), (_, "/events"), (_, "/api/status"), (_, "/api/catalog"), (_, "/api/entry"), (_, "/api/nav"), (_, "/api/state"),
             (_, "/api/state/check"):
            return .text(405, "\(request.method) is not allowed on \(request.path)\n")
        default: return .text(404, "Nothing at \(request.path): this server serves catalog names only\n")
        }
    }

    /// `render`'s own code path on the served catalog, its output byte for byte.
    func render(_ request: HTTPRequest) -> HTTPResponse {
        let name = String(request.path.dropFirst("/render/".count))
        let format = request.query["format"] ?? "text"
        guard ["text", "json", "details"].contains(format) else { return .text(400, "Unknown format '\(format)'; expected text, json or details.\n") }
        var arguments = ["render", "--", name]
        if format == "json" { arguments.insert(contentsOf: ["--format", "json"], at: 1) }
        if format == "details" { arguments.insert("--details", at: 1) }
        // `--profile=VALUE`: a query value is always the option's value, never an option (`?profile=--help`).
        if let profile = request.query["profile"] { arguments.insert("--profile=" + profile, at: 1) }
        var context = session.context
        do { context.catalog = try session.catalog(for: request.query) } catch { return .text(400, error.message + "\n") }
        let output = TextBuffer()
        let errors = TextBuffer()
        context.output = output
        context.errors = errors
        let code = SnapshotTool.run(arguments, context: context)
        switch code {
        case .success:
            return HTTPResponse(status: 200, contentType: format == "json" ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
                                body: Array(output.text.utf8))
        case .usage:
            let first = errors.text.split(separator: "\n").first.map(String.init) ?? "bad request"
            return .text(first.contains("Unknown screen") ? 404 : 400, first + "\n")
        default: return .text(500, errors.text)
        }
    }

    private func catalogJSON() -> JSONValue {
        let catalog = session.catalog
        let screens = catalog.screens.map { screen in
            JSONValue.object(["name": .string(screen.name), "kind": .string("screen"), "summary": .string(screen.summary),
                              "profile": .string(screen.profile.name)])
        }
        let journeys = catalog.journeys.map { JSONValue.object(["name": .string($0.name), "kind": .string("journey"), "summary": .string($0.summary)]) }
        let files = catalog.files.map { JSONValue.object(["name": .string($0.name), "kind": .string("file")]) }
        return .object([
            "entries": .array(screens + journeys + files),
            "profiles": .array(CarProfile.builtIn.map { .string($0.name) }),
            "options": .array(session.options.map { option in
                .object(["name": .string(option.name), "valueName": .string(option.valueName), "help": .string(option.help),
                         "value": .string(session.optionValues[option.name] ?? "")])
            }),
            "navigation": .bool(catalog.navigation != nil),
            "version": .int(session.version),
        ])
    }

    private func entry(_ request: HTTPRequest) -> HTTPResponse {
        let profile: CarProfile?
        switch PreviewProfile.parse(request.query) {
        case .success(let parsed): profile = parsed
        case .failure(let error): return .text(400, error.message + "\n")
        }
        let catalog: SnapshotCatalog
        do { catalog = try session.catalog(for: request.query) } catch { return .text(400, error.message + "\n") }
        do {
            var value = try PreviewEntry(session: session, catalog: catalog, profile: profile).json(named: request.query["name"] ?? "")
            if case .object(var fields) = value {
                fields["version"] = .int(session.version)
                fields["stateProblem"] = session.stateProblem.map(JSONValue.string) ?? .null
                value = .object(fields)
            }
            return json(value)
        } catch {
            return .text(404, error.message + "\n")
        }
    }

    private func navigation(_ request: HTTPRequest) -> HTTPResponse {
        let catalog: SnapshotCatalog
        do { catalog = try session.catalog(for: request.query) } catch { return .text(400, error.message + "\n") }
        guard let navigation = catalog.navigation else { return .text(404, "This catalog exposes no navigation\n") }
        guard let steps = NavigationStep.parse(request.query["steps"] ?? "") else {
            return .text(400, "steps: expected parts like r3 (row), c0 (grid), n1 (now playing), a0 (alert), t1 (tab), b (back), w10 (seconds)\n")
        }
        let profile: CarProfile
        switch PreviewProfile.parse(request.query) {
        case .success(let parsed): profile = parsed ?? .unconstrained
        case .failure(let error): return .text(400, error.message + "\n")
        }
        return json(NavigationJSON(replay: navigation.replay(steps, profile), steps: steps, profile: profile).json(version: session.version))
    }

    private func stateJSON() -> JSONValue {
        .object([
            "path": session.statePath.map(JSONValue.string) ?? .null,
            "text": session.stateText().map(JSONValue.string) ?? .null,
            "fromState": .bool(session.context.catalog.source != nil),
            "problem": session.stateProblem.map(JSONValue.string) ?? .null,
            "controls": .array(session.catalog.stateControls.map { control in
                .object(["label": .string(control.label), "path": .array(control.path.map(JSONValue.string)), "value": .string(control.value),
                         "choices": .array(control.choices.map { .object(["value": .string($0.value), "title": .string($0.title)]) })])
            }),
        ])
    }

    private func saveState(_ request: HTTPRequest) -> HTTPResponse {
        do {
            let line = try session.saveState(request.body)
            return json(.object(["saved": .bool(true), "message": .string(line), "version": .int(session.version)]))
        } catch {
            return HTTPResponse(status: 422, contentType: "application/json", body: Array(JSONValue.object(["saved": .bool(false), "message": .string(error.message)]).canonicalText().utf8))
        }
    }

    private func json(_ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "application/json; charset=utf-8", body: Array(value.canonicalText().utf8),
                     headers: [("Cache-Control", "no-store")])
    }

    private func oneLine(_ value: JSONValue) -> String {
        value.canonicalText().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }
}

/// `profile=limited&ios=18.4` → the car, or nil for the entry's own.
enum PreviewProfile {
    static func parse(_ query: [String: String]) -> Result<CarProfile?, CommandError> {
        var profile: CarProfile?
        if let name = query["profile"], !name.isEmpty {
            guard let found = CarProfile.named(name) else { return .failure(.usage("Unknown profile '\(name)'")) }
            profile = found
        }
        if let text = query["ios"], !text.isEmpty {
            guard let version = IOSVersion(parsing: text) else { return .failure(.usage("Unknown iOS version '\(text)'")) }
            profile = (profile ?? .unconstrained).targeting(version)
        }
        return .success(profile)
    }
}
