// The type-check budget's yardstick (scripts/typecheck-budget.sh): twelve bodies whose type-check
// time is measured on each machine, before and beside the build, so the budget means the same
// work on a slow or shared CI machine as on the machine it was set on. Not part of the package;
// never edit it without re-measuring `budget_reference_ms` in scripts/typecheck-budget.sh.

func reference0() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 2 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference1() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 3 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference2() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 4 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference3() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 5 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference4() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 6 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference5() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 7 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference6() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 8 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference7() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 9 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference8() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 10 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference9() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 11 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference10() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 12 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}

func reference11() -> Double {
    let a = 1.0, b = 2.0, c = 3.0
    let x: Double = a * 13 + b * 3 - c / 4 + a * 5 - b / 6 + c * 7 - a / 8 + b * 9 - c + 10 + a * 11 - b / 12 + c * 13
    return x
}
