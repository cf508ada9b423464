// Stand-in for SwiftUI, for type-checking generated code on Linux (see README.md beside this file): exactly the
// declarations aurum-codegen's templates, the example consumer's sample screen and the tests call, with the
// signatures, isolation and availability of the iOS 18.0 / macOS 15.0 / tvOS 18.0 / watchOS 11.0 SDKs'
// SwiftUI (SwiftUI.framework/Modules/SwiftUI.swiftmodule/*.swiftinterface, which re-exports SwiftUICore).
// Availability checked against developer.apple.com for: Font.custom(_:size:), Font.custom(_:size:relativeTo:),
// Font.TextStyle, Text.tracking(_:), View.tracking(_:), View.shadow(color:radius:x:y:), View.overlay(_:alignment:),
// View.transformEnvironment(_:transform:), InsettableShape.strokeBorder(_:style:antialiased:),
// EdgeInsets.init(top:leading:bottom:trailing:), ScaledMetric.init(wrappedValue:relativeTo:),
// EnvironmentValues.colorSchemeContrast, AnyShapeStyle.init(_:), ShapeStyle.resolve(in:), Color.init(uiColor:).
// Bodies are placeholders: the module is only ever type-checked against, never run.

@_exported import Foundation
import CoreGraphics
#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif

// MARK: - Views

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The placeholder behind every `some View` this stub returns.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _StubView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View { TupleView((c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> where C0: View, C1: View, C2: View {
        TupleView((c0, c1, c2))
    }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)>
        where C0: View, C1: View, C2: View, C3: View { TupleView((c0, c1, c2, c3)) }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View { _ConditionalContent() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View { _ConditionalContent() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable, View {
    nonisolated public init<S>(_ content: S) where S: StringProtocol {}
    public var body: Never { fatalError() }
    nonisolated public func font(_ font: Font?) -> Text { self }
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HStack<Content>: View where Content: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VStack<Content>: View where Content: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Spacer: View {
    nonisolated public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {
    public static let center = HorizontalAlignment()
    public static let leading = HorizontalAlignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable {
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let bottom = Alignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Edge {
    @frozen public struct Set: OptionSet {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable, View {
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
    public var body: Never { fatalError() }
}

// MARK: - View modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
    nonisolated public func font(_ font: Font?) -> some View { _StubView() }
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _StubView() }
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { _StubView() }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StubView() }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StubView() }
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View { _StubView() }
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _StubView()
    }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
        _StubView()
    }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View {
        _StubView()
    }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StubView() }
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        _StubView()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _StubView() }
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        _StubView()
    }
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { _StubView() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { _StubView() }
}

// MARK: - Environment

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set {}
    }
    public var description: String { "" }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public var wrappedValue: Value { fatalError() }
}

// MARK: - Colours and styles

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    associatedtype Resolved: ShapeStyle = Never
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self.Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Never: ShapeStyle {
    public typealias Resolved = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    public var description: String { "" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {
    public typealias Resolved = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

#if canImport(UIKit)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(macOS, unavailable)
    public init(_ color: UIColor) {}
}
#endif

#if canImport(AppKit)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Color(nsColor:)")
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(_ color: NSColor) {}
}
#endif

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle {}
    public typealias Resolved = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Gradient: Hashable, Sendable {
    @frozen public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LinearGradient: ShapeStyle, View {
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Resolved = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

// MARK: - Shapes

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { _StubView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension InsettableShape {
    nonisolated public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle {
        _StubView()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: InsettableShape {
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: InsettableShape {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// MARK: - Fonts

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    @frozen public struct Weight: Hashable, Sendable {
        var value: CGFloat
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle
        case title
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
    }

    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { self }
}

// MARK: - Animation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        fatalError()
    }
    public func delay(_ delay: TimeInterval) -> Animation { self }
}
