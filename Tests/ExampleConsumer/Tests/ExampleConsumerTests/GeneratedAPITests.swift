import Testing
import AurumTokens
import BrandTokens

/// The API the build plugin generated into AurumTokens and BrandTokens, used as an app would.
@Suite struct GeneratedAPITests {
    @Test func coloursFollowTheTheme() {
        let text = AurumColors.textNormal
        #expect(text.value(in: .light) == AurumColor(red: 0.0863, green: 0.0863, blue: 0.1137, opacity: 1,
                                                     displayP3Red: 0.0863, displayP3Green: 0.0863, displayP3Blue: 0.1115))
        #expect(text.value(in: .dark).red == 0.9765)
        #expect(AurumColors.brandPrimary.value(in: .light) == AurumColors.purple500)
        #expect(AurumColors.brandPrimary.value(in: .dark) != AurumColors.purple500)
        #expect(AurumTokenContext.allCases.map(\.theme.name) == ["light", "dark"])
    }

    @Test func spacingIsInPoints() {
        #expect(AurumDimensions.space0.points == 0)
        #expect(AurumDimensions.space8.points == 8)
        #expect(AurumDimensions.space12.points == 12)
    }

    @Test func typographyCarriesItsStyle() {
        let title = AurumTypography.title
        #expect(title.fontFamily.names.first == "Manrope")
        #expect(title.fontSize.points == 20)
        #expect(title.fontWeight.value == 600)
        #expect(title.lineHeightPoints == 28)
    }

    @Test func contextsFollowTheSystemAppearance() {
        #expect(AurumTokenContext.default.appearance(dark: true).theme == .dark)
        #expect(AurumTokenContext.dark.appearance(dark: false, increasedContrast: true).theme == .light)
    }

    @Test func lineHeightBecomesLineSpacing() {
        // Without UIKit or AppKit (Linux), the font's own line height is taken as 1.2 × its size.
        #expect(AurumTypography.title.naturalLineHeightPoints == 24)
        #expect(AurumTypography.title.lineSpacingPoints == 4)
    }

    @Test func aTargetWithPlainTokenFilesAndNoComponents() {
        #expect(BrandColors.link == BrandColors.signal)
        #expect(BrandColors.ink.blue == 0.2)
        #expect(BrandSpace.gutter.points == 16)
        #expect(BrandSpace.hairline.points == 1)
        #expect(BrandPalette.all.count == 3)
    }
}

/// The component and icon API generated from the manifests in AurumTokens/tokens/components and icons.json.
@Suite struct GeneratedComponentTests {
    @Test func iconsComeInLineAndFilledPairs() throws {
        let home = AurumIcons.User.home
        #expect(home.style == .line && home.qualifiedName == "AurumIcons.User.home")
        #expect(home.filled == AurumIcons.User.homeFilled)
        let pair = try #require(home.pair)
        #expect(pair.icon(selected: true) == AurumIcons.User.homeFilled)
        #expect(AurumIcons.all.contains(AurumIcons.User.settingsFilled))
    }

    @Test func variantEnumsSpeakFigma() {
        #expect(AurumNavBarLayout.allCases.count == 4)
        #expect(AurumNavBarLayout(figmaValue: "4 cells") == .fourCells)
        #expect(AurumNavBarLayout.fourCells.figmaValue == "4 cells")
        #expect(AurumNavBarLayout.fiveCells.cells == 5)
        #expect(AurumTabRowTabCount(figmaValue: "3") == ._3)
        #expect(AurumNavBarLayout(figmaValue: "six cells") == nil)
    }

    @Test func componentModelsCarryManifestDefaultsAndRules() throws {
        let navBar = AurumNavBarFigma()
        #expect(navBar.layout == .fourCells && navBar.cells.count == 4)
        #expect(navBar.cells[0].icon == AurumIcons.User.home)
        try navBar.validate()
        let broken = AurumNavBarFigma(layout: .threeCells)
        #expect(throws: AurumComponentConstraintError.self) { try broken.validate() }
        #expect(AurumComponentCatalog.all.map(\.name).contains("AurumNavBar"))
        #expect(AurumNavBarFigma.figmaNode?.id == "5575:14226")
    }
}
