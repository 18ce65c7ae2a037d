import CGtk
import Foundation
import GalleryModel

/// Level bars, progress bars, spinners, drawn rings, sliders and colour swatches.
extension PlanInterpreter {
    func levelBar(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let minimum = plan.double(.minimum) ?? 0
        let maximum = plan.double(.maximum) ?? 1
        let bar = gtk_level_bar_new_for_interval(minimum, maximum)!
        gtk_level_bar_set_mode(gallery_level_bar(bar), GTK_LEVEL_BAR_MODE_CONTINUOUS)
        // Offsets would recolour the fill by value; the platform's accent colours it instead.
        for name in [GTK_LEVEL_BAR_OFFSET_LOW, GTK_LEVEL_BAR_OFFSET_HIGH, GTK_LEVEL_BAR_OFFSET_FULL] {
            gtk_level_bar_remove_offset_value(gallery_level_bar(bar), name)
        }
        Widget(bar).setVAlign(GTK_ALIGN_CENTER)
        guard plan.bool(.showsMarker) == true else {
            if let binding = plan.binding {
                bindings.register(binding.key) { value in
                    gtk_level_bar_set_value(gallery_level_bar(bar), min(max(value.doubleValue ?? 0, minimum), maximum))
                    Self.announceValue(of: bar, plan, value)
                }
            }
            return bar
        }
        // A marker gauge: the bar is only the track; a drawn knob marks the value.
        gtk_level_bar_set_value(gallery_level_bar(bar), minimum)
        let fraction = Mutable(0.0)
        let marker = Drawing.area { _, cairo, width, height in
            let radius = min(height / 2 - 1, 7)
            let x = radius + (width - 2 * radius) * fraction.value
            cairo_arc(cairo, x, height / 2, radius, 0, 2 * .pi)
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_fill_preserve(cairo)
            cairo_set_source_rgba(cairo, 0, 0, 0, 0.45)
            cairo_set_line_width(cairo, 1.5)
            cairo_stroke(cairo)
        }
        // The knob only shows the value the bar tells assistive technologies.
        Widget(marker).hideFromAccessibility()
        let overlay = Self.group(gtk_overlay_get_type())
        gtk_overlay_set_child(gallery_overlay(overlay), bar)
        gtk_overlay_add_overlay(gallery_overlay(overlay), marker)
        Widget(overlay).setSizeRequest(height: 16)
        if let binding = plan.binding {
            bindings.register(binding.key) { value in
                fraction.value = Self.fraction(value.doubleValue ?? minimum, minimum, maximum)
                gtk_widget_queue_draw(marker)
                // The bar itself stays empty under the marker, so it tells assistive technologies the value.
                Self.announceValue(of: bar, plan, value)
            }
        }
        return overlay
    }

    func progressBar(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_progress_bar_new()!
        Widget(bar).setVAlign(GTK_ALIGN_CENTER)
        if let binding = plan.binding {
            bindings.register(binding.key) { value in
                gtk_progress_bar_set_fraction(gallery_progress_bar(bar), min(max(value.doubleValue ?? 0, 0), 1))
                Self.announceValue(of: bar, plan, value)
            }
        }
        if plan.bool(.pulses) == true { Self.pulse(bar) }
        return bar
    }

    /// Keeps `bar`'s activity block moving for as long as the bar lives: a pulse every tenth of a second on its own
    /// frame clock, which GTK animates smoothly in between, and which stops with the widget.
    private static func pulse(_ bar: UnsafeMutablePointer<GtkWidget>) {
        gtk_progress_bar_set_pulse_step(gallery_progress_bar(bar), 0.1)
        let lastPulse = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
        lastPulse.initialize(to: 0)
        gtk_widget_add_tick_callback(bar, { widget, clock, data in
            guard let widget, let clock, let lastPulse = data?.assumingMemoryBound(to: Int64.self) else { return 0 }
            let now = Int64(gdk_frame_clock_get_frame_time(clock))
            if now - lastPulse.pointee >= 100_000 {
                lastPulse.pointee = now
                gtk_progress_bar_pulse(gallery_progress_bar(widget))
            }
            return 1
        }, lastPulse, { data in
            data?.assumingMemoryBound(to: Int64.self).deallocate()
        })
    }

    /// An activity indicator, read by screen readers as GTK's spinner is; the plan's classes (`activity-spokes`) give it
    /// the platform's spokes from the model's stylesheet.
    func spinner(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(gallery_spinner(spinner))
        return spinner
    }

    /// A circular gauge drawn with cairo: an open ring with a marker, or a closed ring filled to the value.
    func ring(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let minimum = plan.double(.minimum) ?? 0
        let maximum = plan.double(.maximum) ?? 1
        let open = switch plan.ringStyle {
        case .open?: true
        case .closed?, nil: false
        }
        let accent = plan.string(.color)
        let current = Mutable(ExampleValue.double(minimum))
        let area = Drawing.area(role: GTK_ACCESSIBLE_ROLE_METER) { area, cairo, width, height in
            let size = min(width, height)
            let line = max(size * 0.1, 3)
            // An open ring with end labels keeps a band below it, so the labels sit under the ring's ends, clear of it.
            let labelSize = size * 0.13
            let labelled = open && (plan.string(.minimumLabel) != nil || plan.string(.gapLabel) != nil)
            let radius = size / 2 - line - (labelled ? labelSize / 2 : 0)
            let centerX = width / 2
            let centerY = height / 2 - (labelled ? labelSize / 2 : 0)
            let fraction = Self.fraction(current.value.doubleValue ?? minimum, minimum, maximum)
            let start = open ? 0.75 * .pi : -0.5 * .pi
            let sweep = open ? 1.5 * .pi : 2 * .pi
            cairo_set_line_width(cairo, line)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            Drawing.setForeground(cairo, of: area, alpha: 0.15)
            cairo_arc(cairo, centerX, centerY, radius, start, start + sweep)
            cairo_stroke(cairo)
            if open {
                // The ring is the scale; a knob marks the value on it.
                cairo_arc(cairo, centerX, centerY, radius, start, start + sweep)
                Drawing.setColor(cairo, hex: accent, alpha: 0.55, orForegroundOf: area)
                cairo_stroke(cairo)
                let angle = start + sweep * fraction
                cairo_arc(cairo, centerX + radius * cos(angle), centerY + radius * sin(angle), line * 0.75, 0, 2 * .pi)
                cairo_set_source_rgb(cairo, 1, 1, 1)
                cairo_fill_preserve(cairo)
                Drawing.setColor(cairo, hex: accent, orForegroundOf: area)
                cairo_set_line_width(cairo, 2)
                cairo_stroke(cairo)
            } else if fraction > 0 {
                cairo_arc(cairo, centerX, centerY, radius, start, start + sweep * fraction)
                Drawing.setColor(cairo, hex: accent, orForegroundOf: area)
                cairo_stroke(cairo)
            }
            Drawing.setForeground(cairo, of: area, alpha: 1)
            if let template = plan.string(.centerText) {
                // Inside the ring: words wider than the ring itself (an expression standing in for a computed value)
                // are cut; a value such as "62%" always shows whole.
                Drawing.centeredText(cairo, BoundText.render(template, value: current.value), x: centerX, y: centerY,
                                     size: size * 0.24, bold: true, maximumWidth: 2 * radius)
            }
            if let low = plan.string(.minimumLabel), let high = plan.string(.maximumLabel) {
                Drawing.setForeground(cairo, of: area, alpha: 0.75)
                // Under the ring's two ends (at 135° and 45°) on an open ring; inside a closed one, below the value.
                let end = radius * 0.7071
                let y = open ? centerY + end + line / 2 + labelSize * 0.7 : centerY + radius * 0.5
                let x = open ? end : radius * 0.45
                Drawing.centeredText(cairo, low, x: centerX - x, y: y, size: labelSize)
                Drawing.centeredText(cairo, high, x: centerX + x, y: y, size: labelSize)
            }
            if open, let words = plan.string(.gapLabel) {
                Drawing.setForeground(cairo, of: area, alpha: 0.75)
                Drawing.centeredText(cairo, words, x: centerX, y: centerY + radius * 0.7071 + line / 2 + labelSize * 0.7, size: labelSize)
            }
        }
        Widget(area).setHAlign(GTK_ALIGN_CENTER)
        if let binding = plan.binding {
            bindings.register(binding.key) { value in
                current.value = value
                gtk_widget_queue_draw(area)
                Self.announceValue(of: area, plan, value)
            }
        }
        return area
    }

    /// Tells assistive technologies the value a gauge or bar shows, its range, and the words for
    /// it (the plan's current-value template); its name says the value too ("Battery, 62%"), since
    /// GTK 4.8 gives only level and progress bars, not a drawn gauge, the interface that reads values.
    static func announceValue(of widget: UnsafeMutablePointer<GtkWidget>, _ plan: WidgetPlan, _ value: ExampleValue) {
        gallery_set_accessible_value(widget, plan.double(.minimum) ?? 0, plan.double(.maximum) ?? 1, plan.shownValue(value),
                                     plan.valueWords(value))
        gallery_set_accessible_label(widget, plan.spokenText(value: value))
    }

    func slider(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, plan.double(.minimum) ?? 0,
                                             plan.double(.maximum) ?? 1, plan.double(.step) ?? 0.01)!
        Widget(scale).setHExpand(true)
        guard let binding = plan.binding else { return scale }
        let bindings = self.bindings
        Signal.connect(scale, "value-changed") {
            bindings.edit(binding.key, .double(gtk_range_get_value(gallery_range(scale))))
        }
        bindings.register(binding.key) { value in
            let number = value.doubleValue ?? 0
            if gtk_range_get_value(gallery_range(scale)) != number { gtk_range_set_value(gallery_range(scale), number) }
        }
        return scale
    }

    /// A block of colour with its title, for the pages of page-style tab views.
    func colorSwatch(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let color = plan.string(.color)
        let title = plan.string(.text) ?? ""
        let area = Drawing.area { area, cairo, width, height in
            Drawing.setColor(cairo, hex: color, orForegroundOf: area)
            cairo_rectangle(cairo, 0, 0, width, height)
            cairo_fill(cairo)
            cairo_set_source_rgba(cairo, 1, 1, 1, 0.95)
            Drawing.centeredText(cairo, title, x: width / 2, y: height / 2, size: 24, bold: true)
        }
        Widget(area).setHExpand(true)
        Widget(area).setVExpand(true)
        return area
    }

    /// A shape of SwiftUI's: its outline filled (or stroked, two points wide) in its colour or the foreground's,
    /// across the width it is given and at its plan's height, or its ratio's of that width (a layer's shape, with
    /// neither, at the height it is given).
    func shape(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let color = plan.string(.color)
        let strokes = plan.bool(.strokes) ?? false
        let outline: SceneShapeOutline
        if case .outline(let value)? = plan.properties[.outline] { outline = value } else { outline = .rectangle }
        let gradientAngle = plan.double(.gradientAngle)
        // A gradient's end colour is its stop's, a hidden child coloured by the stage as any fill is.
        let stop = gradientAngle == nil ? nil : plan.children.first.map(build)
        let area = Drawing.area { area, cairo, width, height in
            if let gradientAngle {
                Drawing.setGradient(cairo, from: color, to: plan.children.first?.string(.color), stop: stop, of: area,
                                    angle: gradientAngle, width: width, height: height)
            } else {
                Drawing.setColor(cairo, hex: color, orForegroundOf: area)
            }
            let inset = strokes ? 1.0 : 0
            let (w, h) = (width - 2 * inset, height - 2 * inset)
            switch outline {
            case .rectangle:
                cairo_rectangle(cairo, inset, inset, w, h)
            case .roundedRectangle(let radius):
                Drawing.roundedRectangle(cairo, x: inset, y: inset, width: w, height: h, radius: min(radius, min(w, h) / 2))
            case .capsule:
                Drawing.roundedRectangle(cairo, x: inset, y: inset, width: w, height: h, radius: min(w, h) / 2)
            case .circle:
                cairo_arc(cairo, width / 2, height / 2, min(w, h) / 2, 0, 2 * .pi)
            case .ellipse:
                cairo_save(cairo)
                cairo_translate(cairo, width / 2, height / 2)
                cairo_scale(cairo, max(w, 1) / 2, max(h, 1) / 2)
                cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
                cairo_restore(cairo)
            }
            if strokes {
                cairo_set_line_width(cairo, 2)
                cairo_stroke(cairo)
            } else {
                cairo_fill(cairo)
            }
        }
        gtk_widget_set_size_request(area, Int32(plan.int(.width) ?? -1), Int32(plan.int(.height) ?? -1))
        if let ratio = plan.double(.aspectRatio) { AspectRatioLayout.apply(to: area, ratio: ratio) }
        if let stop {
            Widget(stop).setVisible(false)
            gtk_widget_set_parent(stop, area)
            Signal.connect(area, "destroy") { gtk_widget_unparent(stop) }
        }
        return area
    }

    /// Where `value` lies between `minimum` and `maximum`, from 0 to 1.
    static func fraction(_ value: Double, _ minimum: Double, _ maximum: Double) -> Double {
        guard maximum > minimum else { return 0 }
        return min(max((value - minimum) / (maximum - minimum), 0), 1)
    }
}
