// A screen built from the Aurum tokens alone, the way an app target uses the generated API: a page header, a
// tab row and a nav bar. On Linux there is no SwiftUI and this file compiles to nothing; the repository's tests
// type-check it for iOS, macOS, tvOS and watchOS against stand-ins of Apple's SDKs (AppleSDKTypeCheckTests).

#if canImport(SwiftUI)
import SwiftUI
import AurumTokens

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct SampleScreen: View {
    let tabs = ["Overview", "Activity", "Settings"]
    let destinations = ["Home", "Markets", "Scan", "Wallet", "Profile"]
    let selectedTab: Int

    public init(selectedTab: Int = 0) {
        self.selectedTab = selectedTab
    }

    public var body: some View {
        VStack(spacing: 0) {
            PageHeader(title: "Portfolio", subtitle: "Updated just now")
            TabRow(tabs: tabs, selected: selectedTab)
            Spacer()
            NavBar(destinations: destinations, selected: 0)
        }
        .background(.aurum.containerPage)
    }
}

/// Title and subtitle on the header colour, at the component's height and padding.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct PageHeader: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: AurumDimensions.space2.cgFloat) {
            Text(title)
                .aurumTypography(.title, relativeTo: .headline)
                .foregroundStyle(.aurum.textNormal)
            Text(subtitle)
                .aurumTypography(.subtitle, relativeTo: .subheadline)
                .foregroundStyle(.aurum.textMuted)
        }
        .frame(maxWidth: .infinity, minHeight: AurumComponents.pageHeaderHeight.cgFloat, alignment: .leading)
        .padding(.horizontal, AurumComponents.pageHeaderPaddingHorizontal.cgFloat)
        .background(.aurum.containerHeader)
    }
}

/// Tabs of at least the minimum width, the selected one in the brand colour over its indicator.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct TabRow: View {
    let tabs: [String]
    let selected: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs, id: \.self) { tab in
                let isSelected = tab == tabs[selected]
                VStack(spacing: AurumDimensions.space8.cgFloat) {
                    Text(tab)
                        .aurumTypography(.tab)
                        .foregroundStyle(isSelected ? Color.aurum.textBrandNormal : Color.aurum.textMuted)
                    Rectangle()
                        .fill(isSelected ? Color.aurum.indicatorTabRow : Color.aurum.containerHeader)
                        .frame(height: AurumComponents.tabRowIndicatorHeight.cgFloat)
                }
                .frame(minWidth: AurumComponents.tabRowMinTabWidth.cgFloat)
            }
        }
        .aurumBorder(AurumBorders.divider)
        .animation(Animation(AurumTransitions.tabIndicator), value: selected)
    }
}

/// Destinations over the nav bar's colour and shadow, the selected one marked by the nav bar indicator.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct NavBar: View {
    let destinations: [String]
    let selected: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(destinations, id: \.self) { destination in
                Text(destination)
                    .aurumTypography(.navLabel)
                    .foregroundStyle(destination == destinations[selected] ? Color.aurum.indicatorNavBar : Color.aurum.iconMuted)
                    .frame(minWidth: AurumComponents.navBarMinWidth.cgFloat, minHeight: AurumDimensions.sizeTouchTarget.cgFloat)
            }
        }
        .background(.aurum.containerNavBar)
        .aurumShadow(AurumShadows.navBar)
    }
}
#endif
