/// Every message the model can put in front of a person that is not written inside `say(...)`: the
/// catalog's summaries and reasons, page and example titles, kinds of names, and the templates of every
/// sentence the model composes for every family, style, parameter value, platform, release and placement.
/// `gallery messages` prints it for the extractor (`scripts/update-translations`), which adds the `say(...)`
/// and `tr(...)` literals of the source; a test requires a translation of each in every language.
public enum MessageInventory {
    /// The messages, each once, in a stable order (catalog order, then what the walk finds).
    public static var all: [String] {
        var inventory = Inventory()
        inventory.add(catalogMessages)
        inventory.add(viewPageMessages)
        for text in composedTexts { inventory.add(text.templates) }
        return inventory.messages
    }

    /// Collects messages in first-seen order, each once.
    private struct Inventory {
        var messages: [String] = []
        var seen: Set<String> = []

        mutating func add(_ candidates: [String]) {
            for message in candidates where !message.isEmpty && seen.insert(message).inserted {
                messages.append(message)
            }
        }
    }

    /// The catalog's static words: families, styles, rules, adjustments, context looks, redrawn looks, kinds.
    private static var catalogMessages: [String] {
        var messages: [String] = []
        for family in StyleCatalog.families {
            messages += [family.family.title, family.summary]
            for style in family.styles {
                messages += [style.summary, style.firstSentence]
            }
        }
        messages += FamilyRegistry.definitions.flatMap(\.sceneNotes)
        messages.append(SceneChartPlot.approximation)
        messages.append(GridColumns.computedNote)
        messages += AutomaticStyleTable.rules.map(\.reason)
        messages += ExplicitStyleTable.adjustments.map(\.reason)
        messages += ContextStyle.all.map(\.summary)
        messages += RedrawnLooks.all.map(\.change)
        messages += Variants.Axis.allCases.map(\.title)
        messages += DesignEra.allCases.map(\.title)
        messages += ColorScheme.allCases.map { $0.rawValue.capitalized }
        messages += TextApproximation.allCases.map(\.reason)
        return messages
    }

    /// The view pages' static words, and on every platform their examples' titles, words, captions and
    /// approximations, their introductions' and their variants'.
    private static var viewPageMessages: [String] {
        var messages = ViewPageRegistry.definitions.flatMap(\.messages)
        messages.append(GalleryPage.composer.title)
        for platform in Platform.allCases {
            let configuration = Configuration(platform: platform)
            for page in ViewPage.allCases {
                for example in page.examples(for: configuration) {
                    messages.append(example.title)
                    messages += example.plan.galleryWords
                    messages += example.caption.templates
                    if let approximation = example.approximation { messages.append(approximation) }
                }
                for block in page.introduction(for: configuration) {
                    switch block {
                    case .heading(let text), .paragraph(let text), .caption(let text), .bullet(let text, _): messages += text.templates
                    }
                }
                if case .example(let example) = page.variant(for: configuration) {
                    messages.append(example.title)
                    if let approximation = example.approximation { messages.append(approximation) }
                }
            }
        }
        return messages
    }

    /// What the model composes, walked over every context a card can be drawn in.
    private static var composedTexts: [LocalizedText] {
        var texts: [LocalizedText] = []
        for style in StyleCatalog.allStyles {
            let arguments: [String?] = style.parameter.map { $0.spellings.map(Optional.some) } ?? [nil]
            for platform in Platform.allCases {
                for release in platform.releases {
                    for placement in Placement.allCases {
                        for argument in arguments {
                            let resolution = StyleResolver.resolve(style, platform: platform, release: release, argument: argument,
                                                                   placement: placement)
                            texts += resolution.steps.map(\.text)
                            let plan = Planner.plan(resolution)
                            if let approximation = plan.approximation { texts.append(LocalizedText(approximation)) }
                            texts += plan.widget.galleryWords.map { LocalizedText($0) }
                            texts += [resolution.shownInstead, resolution.deprecationBadge, RedrawnLooks.note(for: resolution)]
                                .compactMap { $0 }
                        }
                    }
                }
                texts += [style.availability.deprecationSummary].compactMap { $0 }
            }
        }
        for kind in LabelStyleKind.allCases {
            for accessibilitySize in [false, true] {
                let composition = LabelComposer.compose([kind, .iconOnly], accessibilitySize: accessibilitySize)
                texts += composition.stepTexts + [LabelViewContent.describe(composition)]
            }
        }
        return texts
    }
}
