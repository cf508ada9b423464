import AurumTokens
import BrandTokens

// Prints generated values so scripts can tell whether a token edit reached the compiled program.
let signal = BrandColors.signal
print("BrandColors.signal", signal.red, signal.green, signal.blue)
let brand = AurumColors.brandPrimary
print("AurumColors.brandPrimary light", brand.value(in: .light).red, "dark", brand.value(in: .dark).red)
