import TemplateKitLite

@main
struct SnapshotMain {
    static func main() {
        print("snapshot")
    }
}
