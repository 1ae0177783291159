enum PreviewPage { static let html = "<!DOCTYPE html><title>x</title>" }
