// The generated Acme API used as an app would: type-checked with the generated files for every platform and
// deployment target (AppleSDKTypeCheckTests), so each call below must exist with these types and availability.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif

// Platform-neutral token values: default naming (README), modes, insets.
func tokenValues() {
    let _: AcmeColor = AcmeColors.paper.value(in: .default)
    let _: AcmeModal<AcmeColor> = AcmeColors.textPrimary
    let _: AcmeColor = AcmeColors.signal
    let _: AcmeDimension = AcmeSpace.s
    let _: AcmeModal<AcmeDimension> = AcmeSpace.m
    let _: AcmeEdgeInsets = AcmeCard.inset
    let _: AcmeModal<AcmeEdgeInsets> = AcmeCard.padding
    let _: AcmeTypography = .title
    let _: AcmeModal<AcmeTypography> = AcmeTypography.body
    let compact = AcmeTokenContext(density: .compact)
    let _: AcmeTokenContext = compact.appearance(dark: true, increasedContrast: true)
    let _: Double = AcmeTypography.title.lineSpacingPoints
}

#if canImport(SwiftUI)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct ColorUsage: View {
    @AcmeTokenValue(AcmeShadows.raised) var raised
    @AcmeTokenValue(AcmeSpace.m) var spacing

    var body: some View {
        VStack(spacing: spacing.cgFloat) {
            Text("Colours").font(AcmeTypography.title.font)
            Color.acme.textPrimary
            Color.acme.modal
            Color(AcmeColors.signal)
        }
        .acmeTokenContext(density: .compact)
        .acmeShadow(raised)
        .acmeBorder(AcmeBorders.card, cornerRadius: AcmeCard.radius.cgFloat)
        .acmePadding(AcmeCard.padding)
        .acmePadding(AcmeCard.inset)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
struct ShapeStyleUsage: View {
    var body: some View {
        Text("Shape styles")
            .foregroundStyle(.acme.textPrimary)
            .background(.acme.paper)
            .animation(Animation(AcmeTransitions.fade), value: 1)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct TypographyUsage: View {
    var body: some View {
        VStack {
            Text("Title").acmeTypography(.title, relativeTo: .headline)
            Text("Body").acmeTypography(.body)
        }
        .acmeShadow(AcmeShadows.pressed)
        .acmeBorder(AcmeBorders.focus)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct EnvironmentStyleUsage: View {
    var body: some View {
        RoundedRectangle(cornerRadius: AcmeCard.radius.cgFloat)
            .fill(AcmeGradients.hero.linearGradient(startPoint: .leading, endPoint: .trailing))
            .foregroundStyle(AcmeColors.textPrimary)
            .background(AcmeColors.signal)
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
func uiKitUsage() {
    let _: [NSAttributedString.Key: Any] = AcmeTypography.title.attributes(relativeTo: .headline)
    let _: UIFont = AcmeTypography.title.scaledUIFont()
    let _: UIColor = UIColor(AcmeColors.signal)
}

@available(iOS 13.0, tvOS 13.0, *)
func dynamicUIColor() -> UIColor {
    AcmeColors.textPrimary.uiColor(in: AcmeTokenContext(density: .compact))
}
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
func appKitUsage() {
    let _: [NSAttributedString.Key: Any] = AcmeTypography.title.attributes
    let _: NSFont = AcmeTypography.title.nsFont
}

@available(macOS 10.15, *)
func dynamicNSColor() -> NSColor {
    AcmeColors.textPrimary.nsColor()
}
#endif
