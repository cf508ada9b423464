extension ComponentManifestValidator {
    /// Properties, slots and the example of one component or child item.
    func checkScope(_ scope: PropertyScope, example: CodeExample?, diagnostics: inout DiagnosticCollector) {
        var figmaNames: [String: SourceLocation] = [:]
        for property in scope.properties {
            checkFigmaName(property, &diagnostics)
            if let name = property.figmaName {
                if let earlier = figmaNames[name.value.displayName] {
                    diagnostics.error("duplicate Figma property name '\(name.value.displayName)' in \(scope.owner)", at: name.location,
                                      notes: [.init("first used here", at: earlier)])
                } else {
                    figmaNames[name.value.displayName] = name.location
                }
            }
            checkKind(property, in: scope, &diagnostics)
        }
        for slot in scope.slots {
            if let property = scope.property(slot.key.value) {
                diagnostics.error("slot '\(slot.key.value)' has the same key as a property", at: slot.key.location,
                                  notes: [.init("property declared here", at: property.key.location)])
            }
            checkIconMentions(in: slot.example, &diagnostics)
        }
        if let example { checkExample(example, in: scope, &diagnostics) }
    }

    /// Figma parsers do not escape `'`, backticks or `${`; non-variant names carry `#id`, variant names don't.
    private func checkFigmaName(_ property: FigmaProperty, _ diagnostics: inout DiagnosticCollector) {
        guard let name = property.figmaName else { return }
        let raw = name.value.raw
        checkFigmaSafe(raw, what: "Figma name", at: name.location, &diagnostics)
        if case .variant = property.kind {
            if raw.contains("#") {
                diagnostics.error("variant property name '\(raw)' must not carry a #id suffix; Figma reports variant names bare", at: name.location)
            }
        } else if name.value.idSuffix == nil {
            diagnostics.error("Figma name '\(raw)' of \(property.kindName) property '\(property.key.value)' lacks the #id suffix Figma appends (e.g. '\(name.value.displayName)#4826:12'); copy it from the component's property definitions",
                              at: name.location)
        }
        if name.value.displayName.trimmingSpaces.isEmpty {
            diagnostics.error("Figma name '\(raw)' has an empty display name", at: name.location)
        }
    }

    func checkFigmaSafe(_ text: String, what: String, at location: SourceLocation, _ diagnostics: inout DiagnosticCollector) {
        if let sequence = FigmaPropertyName.unescapedSequence(in: text) {
            diagnostics.error("\(what) '\(text)' contains \(sequence), which Figma's Code Connect parser does not escape; rename it in Figma",
                              at: location)
        }
    }

    private func checkKind(_ property: FigmaProperty, in scope: PropertyScope, _ diagnostics: inout DiagnosticCollector) {
        let key = property.key.value
        switch property.kind {
        case .variant(let options, let defaultOption):
            checkVariant(property, options: options, defaultOption: defaultOption, in: scope, &diagnostics)
        case .boolean(_, let values):
            for code in [values?.whenTrue, values?.whenFalse].compactMap({ $0 ?? nil }) {
                checkIconMentions(in: code, &diagnostics)
            }
        case .text:
            break
        case .instanceSwap(let defaultIcon, let preferred, let requirePair):
            let pairOwner = requirePair ? key : nil
            checkIcon(defaultIcon, requirePairFor: pairOwner, &diagnostics)
            for icon in preferred { checkIcon(icon, requirePairFor: pairOwner, &diagnostics) }
        case .children(let layers, let item):
            var seen: [String: SourceLocation] = [:]
            for layer in layers {
                checkFigmaSafe(layer.value, what: "layer name", at: layer.location, &diagnostics)
                if let earlier = seen[layer.value] {
                    diagnostics.error("layer '\(layer.value)' is listed twice in '\(key)'", at: layer.location,
                                      notes: [.init("first listed here", at: earlier)])
                } else {
                    seen[layer.value] = layer.location
                }
            }
            if let item {
                checkFigmaSafe(item.figmaComponent.value, what: "component name", at: item.figmaComponent.location, &diagnostics)
                let itemScope = PropertyScope(properties: item.properties, slots: [], owner: "\(scope.owner)'s \(item.figmaComponent.value)")
                checkScope(itemScope, example: item.example, diagnostics: &diagnostics)
            }
        }
    }

    private func checkVariant(_ property: FigmaProperty, options: [VariantOption], defaultOption: Located<String>,
                              in scope: PropertyScope, _ diagnostics: inout DiagnosticCollector) {
        let key = property.key.value
        var seenOptions: [String: SourceLocation] = [:]
        var seenCases: [String: SourceLocation] = [:]
        for option in options {
            checkFigmaSafe(option.figma.value, what: "variant option", at: option.figma.location, &diagnostics)
            if let earlier = seenOptions[option.figma.value] {
                diagnostics.error("variant option '\(option.figma.value)' is declared twice in '\(key)'", at: option.figma.location,
                                  notes: [.init("first declared here", at: earlier)])
            } else {
                seenOptions[option.figma.value] = option.figma.location
            }
            switch (property.swift, option.swiftCase) {
            case (let swift?, nil):
                diagnostics.error("option '\(option.figma.value)' of '\(key)' needs a Swift 'case': the property maps to \(swift.type)",
                                  at: option.figma.location)
            case (nil, let swiftCase?):
                diagnostics.error("option '\(option.figma.value)' of '\(key)' has a Swift case but the property has no 'swift' mapping",
                                  at: swiftCase.location)
            case (_?, let swiftCase?):
                if let earlier = seenCases[swiftCase.value] {
                    diagnostics.error("Swift case '\(swiftCase.value)' is used twice in '\(key)'", at: swiftCase.location,
                                      notes: [.init("first used here", at: earlier)])
                } else {
                    seenCases[swiftCase.value] = swiftCase.location
                }
            case (nil, nil):
                break
            }
            for implication in option.implies { checkImplication(implication, of: option, in: scope, &diagnostics) }
        }
        if !options.contains(where: { $0.figma.value == defaultOption.value }) {
            let names = options.map { "'\($0.figma.value)'" }.joined(separator: ", ")
            diagnostics.error("default '\(defaultOption.value)' of variant '\(key)' is not one of its options (\(names))\(Suggestions.didYouMean(defaultOption.value, in: options.map(\.figma.value)))",
                              at: defaultOption.location)
        }
    }

    /// Slots take present/absent; children properties take a layer count within their layers.
    private func checkImplication(_ implication: Implication, of option: VariantOption, in scope: PropertyScope,
                                  _ diagnostics: inout DiagnosticCollector) {
        let key = implication.key.value
        if scope.slot(key) != nil {
            if case .count = implication.value.value {
                diagnostics.error("option '\(option.figma.value)' implies a count for slot '\(key)'; slots take \"present\" or \"absent\"",
                                  at: implication.value.location)
            }
        } else if let property = scope.property(key), case .children(let layers, _) = property.kind {
            switch implication.value.value {
            case .count(let n) where n > layers.count:
                diagnostics.error("option '\(option.figma.value)' implies \(n) '\(key)' layers but '\(key)' declares \(layers.count)",
                                  at: implication.value.location)
            case .count:
                break
            case .present, .absent:
                diagnostics.error("option '\(option.figma.value)' implies presence for children property '\(key)'; give a layer count",
                                  at: implication.value.location)
            }
        } else if let property = scope.property(key) {
            diagnostics.error("option '\(option.figma.value)' implies a value for \(property.kindName) property '\(key)'; only slots and children properties can be implied",
                              at: implication.key.location)
        } else {
            diagnostics.error("option '\(option.figma.value)' implies unknown slot or property '\(key)'\(Suggestions.didYouMean(key, in: scope.keys))",
                              at: implication.key.location)
        }
    }

    // MARK: Example

    private func checkExample(_ example: CodeExample, in scope: PropertyScope, _ diagnostics: inout DiagnosticCollector) {
        var labels: [String: SourceLocation] = [:]
        for argument in example.arguments {
            var label = argument.label?.value
            switch argument.value {
            case .property(let key, let style):
                guard let property = scope.property(key.value) else {
                    diagnostics.error("example argument uses unknown property '\(key.value)'\(Suggestions.didYouMean(key.value, in: scope.properties.map(\.key.value)))",
                                      at: key.location)
                    continue
                }
                guard let swift = property.swift else {
                    diagnostics.error("example argument uses \(property.kindName) property '\(key.value)', which has no 'swift' mapping", at: key.location)
                    continue
                }
                label = label ?? swift.parameter.value
                if let style {
                    if case .instanceSwap(_, _, let requirePair) = property.kind {
                        if style == .filled && !requirePair {
                            diagnostics.error("example argument passes the filled style of '\(key.value)', which needs \"requirePair\": true so every swapped-in icon has one",
                                              at: key.location)
                        }
                    } else {
                        diagnostics.error("'style' applies to instance-swap properties; '\(key.value)' is a \(property.kindName) property", at: key.location)
                    }
                }
            case .slot(let key):
                guard let slot = scope.slot(key.value) else {
                    diagnostics.error("example argument uses unknown slot '\(key.value)'\(Suggestions.didYouMean(key.value, in: scope.slots.map(\.key.value)))",
                                      at: key.location)
                    continue
                }
                label = label ?? slot.swift.parameter.value
            case .code(let code):
                checkIconMentions(in: code, &diagnostics)
            }
            if let when = argument.when { checkCondition(when, in: scope, &diagnostics) }
            // Arguments under `when` may share a label (mutually exclusive branches).
            if let label, label != "_", argument.when == nil {
                if let earlier = labels[label] {
                    diagnostics.error("example passes argument '\(label)' twice", at: argument.location,
                                      notes: [.init("first passed here", at: earlier)])
                } else {
                    labels[label] = argument.location
                }
            }
        }
    }
}

extension String {
    var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}
