extension PlatformTheme {
    /// This platform's date picker rules (the month calendar of the graphical and compact styles, the graphical style's
    /// time row, the Mac's clock): sizes, then each scheme's colours, all from the palette.
    var dateRules: String {
        let stage = ".stage.\(cssClass)"
        // iOS's calendar: a semibold month title, small semibold weekday headings, and round day cells
        // (https://developer.apple.com/design/human-interface-guidelines/pickers, date pickers: the inline calendar).
        // The pills are grey platters without a button's bezel, their text tinted while open; the wheels share one selection band across their
        // columns (https://developer.apple.com/documentation/uikit/uidatepicker/mode/dateandtime, "Wed Nov 15 | 6 | 53 | PM").
        var css = """
            \(stage) .date-calendar { min-width: 240px; }
            \(stage) .calendar-title { font-weight: 600; }
            \(stage) .calendar-title-chevron { -gtk-icon-size: 12px; }
            \(stage) button.calendar-arrow { min-width: 28px; min-height: 28px; padding: 0; }
            \(stage) .calendar-weekday { font-size: 0.78em; font-weight: 600; margin-top: 4px; }
            \(stage) button.calendar-day { min-width: 34px; min-height: 34px; padding: 0; border-radius: 999px; }
            \(stage) button.calendar-day.calendar-today, \(stage) button.calendar-day.calendar-selected { font-weight: 600; }
            \(stage) .date-time-row { margin-top: 4px; }
            \(stage) menubutton.date-pill > button { background-color: transparent; border-color: transparent; box-shadow: none; }
            \(stage) .date-wheels > .wheel { padding-left: 0; padding-right: 0; }
            \(stage) .date-wheels > .wheel .wheel-selected { border-radius: 0; }
            \(stage) .date-wheels > .wheel:first-child .wheel-selected { border-radius: 8px 0 0 8px; }
            \(stage) .date-wheels > .wheel:last-child .wheel-selected { border-radius: 0 8px 8px 0; }
            \(stage) .date-clock { margin-top: 24px; }
            """
        // iPhone's and iPad's compact pills stand as tall as their buttons (``touchControlHeights``), in the pill's own
        // inset, not a GTK button's height and padding on top of it.
        if let heights = touchControlHeights {
            css += "\n\(stage) menubutton.date-pill > button { min-height: \(heights.button - 6)px; padding-top: 0; padding-bottom: 0; }"
        }
        if platform == .watchOS {
            // Apple Watch's wheels are columns apart, each in its own rounded frame with no band joining them, the
            // Crown's column outlined in the tint (the date picker family's wheel style on the watch).
            for (_, _, scope, palette) in paletteScopes {
                let columns = "\(scope) .date-wheels.wheel-columns > .wheel.wheel-column"
                css += """

                    \(columns) { border: 2px solid alpha(\(palette.secondaryText), 0.35); border-radius: 12px; padding: 2px 4px; }
                    \(columns).crown-focus { border-color: \(palette.tint); }
                    \(columns) .wheel-selected { background-color: transparent; border-radius: 0; }
                    """
            }
        }
        if platform == .macOS {
            // The Mac's clock-and-calendar is small: day cells about as tall as a line of text, a rounded square
            // marking the chosen day (https://developer.apple.com/documentation/appkit/nsdatepicker/style/clockandcalendar).
            css += """

                \(stage) .date-calendar-mac button.calendar-day { min-width: 24px; min-height: 20px; border-radius: 5px; font-size: 0.9em; }
                \(stage) .date-calendar-mac button.calendar-arrow { min-width: 18px; min-height: 18px; -gtk-icon-size: 10px; }
                \(stage) .date-calendar-mac .calendar-weekday { font-size: 0.85em; font-weight: normal; }
                """
        }
        for (_, _, scope, palette) in paletteScopes {
            func selectors(_ parts: [String]) -> String { cssSelectors(in: scope, parts) }
            // The chevron, the arrows and today are tinted; the chosen day sits on a light tint of the accent in
            // the accent's colour, and on the filled accent in white when it is today (UIDatePicker's inline style,
            // https://developer.apple.com/documentation/uikit/uidatepickerstyle/inline).
            css += """

                \(selectors([".calendar-title-chevron", "button.calendar-arrow", "button.calendar-day.calendar-today"]))
                  { color: \(palette.accentText); }
                \(selectors([".calendar-weekday"])) { color: \(palette.secondaryText); }
                \(selectors(["menubutton.date-pill > button"])) { color: \(palette.text); }
                \(selectors(["menubutton.date-pill > button.toggle:checked:not(.flat):not(.segment):not(.tvos-toggle):not(.tab-item)"]))
                  { background-color: transparent; color: \(palette.accentText); }
                \(selectors(["button.calendar-day"])) { color: \(palette.text); background-color: transparent; }
                \(selectors(["button.calendar-day.calendar-selected"])) { background-color: \(palette.accentPlatter); color: \(palette.accentText); }
                \(selectors(["button.calendar-day.calendar-selected.calendar-today"]))
                  { background-color: \(palette.accentFill); color: \(palette.onAccent); }
                """
        }
        return css
    }
}
