#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
import TemplateKitLite

extension CPListItemAccessoryType {
    init(_ accessory: Accessory) {
        switch accessory {
        case .none: self = .none
        case .disclosureIndicator: self = .disclosureIndicator
        case .cloud: self = .cloud
        }
    }
}

extension CPAlertAction.Style {
    init(_ style: AlertAction.Style) {
        switch style {
        case .default: self = .default
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension UITabBarItem.SystemItem {
    init?(_ item: TabSystemItem) {
        switch item {
        case .more: self = .more
        case .favorites: self = .favorites
        case .featured: self = .featured
        case .topRated: self = .topRated
        case .recents: self = .recents
        case .contacts: self = .contacts
        case .history: self = .history
        case .bookmarks: self = .bookmarks
        case .search: self = .search
        case .downloads: self = .downloads
        case .mostRecent: self = .mostRecent
        case .mostViewed: self = .mostViewed
        }
    }
}
