#if canImport(CarPlay)
import UIKit
#else
import CarPlayShim
#endif
import Foundation

/// A template's colour (a name such as `white`, or `#RRGGBB`) as a `UIColor`.
///
///     Colors.color("#D0021B")   // red 0.82, green 0.01, blue 0.11
@MainActor enum Colors {
    static func color(_ text: String) -> UIColor {
        #if canImport(CarPlay)
        if let (red, green, blue) = rgb(text) {
            return UIColor(red: red, green: green, blue: blue, alpha: 1)
        }
        return named[text.lowercased()] ?? .label
        #else
        return UIColor(shimName: text)
        #endif
    }

    /// `#RRGGBB` as fractions; nil for anything else.
    static func rgb(_ text: String) -> (CGFloat, CGFloat, CGFloat)? {
        guard text.count == 7, text.first == "#", let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return (CGFloat((value >> 16) & 0xFF) / 255, CGFloat((value >> 8) & 0xFF) / 255, CGFloat(value & 0xFF) / 255)
    }

    #if canImport(CarPlay)
    static let named: [String: UIColor] = [
        "white": .white, "black": .black, "red": .systemRed, "green": .systemGreen, "blue": .systemBlue,
        "orange": .systemOrange, "yellow": .systemYellow, "gray": .systemGray, "grey": .systemGray,
    ]
    #endif
}
