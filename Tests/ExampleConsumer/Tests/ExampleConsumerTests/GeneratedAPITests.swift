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

    @Test func aTargetWithPlainTokenFilesAndNoComponents() {
        #expect(BrandColor.link == BrandColor.signal)
        #expect(BrandColor.ink.blue == 0.2)
        #expect(BrandSpace.gutter.points == 16)
        #expect(BrandSpace.hairline.points == 1)
        #expect(BrandPalette.all.count == 3)
    }
}
