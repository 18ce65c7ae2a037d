import GalleryModel
import Testing

/// The expected `automatic` resolution of every family on every platform in
/// every placement, written out by hand from the reference documents and
/// Apple's pages (see AutomaticStyleTable for the sources), and checked cell by cell.
///
/// A row names a platform for its newest release, or `platform@release` for an
/// older release where the answer differs (the rules bounded by release).
/// A cell is the resolved look. `!` in front: the family or style does not
/// exist on that platform, so the gallery shows the look of the first platform
/// that has it. `^` after: the family cannot sit in that placement, so the
/// example is shown in the standard placement.
@Suite("Automatic resolution table")
struct ResolutionTableTests {
    static let expected = """
        button
                  standard            form                list                toolbar             menu
        iOS       borderless          listRow             listRow             borderless          menuItem
        iPadOS    borderless          listRow             listRow             borderless          menuItem
        macOS     bordered            bordered            bordered            borderless          menuItem
        tvOS      bordered            listRow             listRow             bordered            menuItem
        watchOS   bordered            listRow             listRow             bordered            bordered^
        visionOS  bordered            listRow             listRow             borderless          menuItem
        toggle
                  standard            form                list                toolbar             menu
        iOS       switch              switch              switch              button              checkmarkMenuItem
        iOS@14    switch              switch              switch              switch              checkmarkMenuItem
        iPadOS    switch              switch              switch              button              checkmarkMenuItem
        iPadOS@14 switch              switch              switch              switch              checkmarkMenuItem
        macOS     checkbox            checkbox            checkbox            button              checkmarkMenuItem
        macOS@11  checkbox            checkbox            checkbox            checkbox            checkmarkMenuItem
        tvOS      switch              switch              switch              switch              checkmarkMenuItem
        tvOS@17   tvOSButton          tvOSButton          tvOSButton          tvOSButton          checkmarkMenuItem
        watchOS   switch              switch              switch              button              switch^
        watchOS@8 switch              switch              switch              switch              switch^
        visionOS  switch              switch              switch              button              checkmarkMenuItem
        picker
                  standard            form                list                toolbar             menu
        iOS       menu                menu                menu                menu                inline
        iOS@15    wheel               navigationRow       navigationRow       menu                inline
        iPadOS    menu                menu                menu                menu                inline
        iPadOS@15 wheel               navigationRow       navigationRow       menu                inline
        macOS     menu                menu                menu                menu                inline
        macOS@10.15 PopUpButtonPickerStyle() PopUpButtonPickerStyle() PopUpButtonPickerStyle() PopUpButtonPickerStyle()^ PopUpButtonPickerStyle()^
        tvOS      segmented           navigationLink      navigationLink      menu                inline
        tvOS@16   segmented           navigationLink      navigationLink      segmented           segmented^
        tvOS@15   segmented           navigationRow       navigationRow       segmented           segmented^
        watchOS   wheel               navigationLink      navigationLink      navigationLink      wheel^
        watchOS@8 wheel               navigationRow       navigationRow       navigationRow       wheel^
        visionOS  menu                menu                menu                menu                inline
        datePicker
                  standard            form                list                toolbar             menu
        iOS       compact             compact             compact             compact             compact^
        iOS@13    wheel               wheel               wheel               wheel^              wheel^
        iPadOS    compact             compact             compact             compact             compact^
        iPadOS@13 wheel               wheel               wheel               wheel^              wheel^
        macOS     stepperField        stepperField        stepperField        stepperField        stepperField^
        tvOS      !compact            !compact            !compact            !compact            !compact^
        watchOS   wheel               wheel               wheel               wheel               wheel^
        visionOS  compact             compact             compact             compact             compact^
        menu
                  standard            form                list                toolbar             menu
        iOS       button              button              button              button              submenu
        iOS@15    borderlessButton    borderlessButton    borderlessButton    borderlessButton    submenu
        iPadOS    button              button              button              button              submenu
        iPadOS@15 borderlessButton    borderlessButton    borderlessButton    borderlessButton    submenu
        macOS     button              button              button              button              submenu
        macOS@12  borderedButton      borderedButton      borderedButton      borderedButton      submenu
        tvOS      button              button              button              button              submenu
        watchOS   !button             !button             !button             !button             !submenu
        visionOS  button              button              button              button              submenu
        gauge
                  standard            form                list                toolbar             menu
        iOS       linearCapacity      linearCapacity      linearCapacity      linearCapacity      linearCapacity^
        iPadOS    linearCapacity      linearCapacity      linearCapacity      linearCapacity      linearCapacity^
        macOS     linearCapacity      linearCapacity      linearCapacity      linearCapacity      linearCapacity^
        tvOS      !linearCapacity     !linearCapacity     !linearCapacity     !linearCapacity     !linearCapacity^
        watchOS   linearCapacity      linearCapacity      linearCapacity      linearCapacity      linearCapacity^
        watchOS@8 linear              linear              linear              linear              linear^
        visionOS  linearCapacity      linearCapacity      linearCapacity      linearCapacity      linearCapacity^
        progressView
                  standard            form                list                toolbar             menu
        iOS       linear              linear              linear              linear              linear^
        iPadOS    linear              linear              linear              linear              linear^
        macOS     linear              linear              linear              linear              linear^
        tvOS      linear              linear              linear              linear              linear^
        watchOS   linear              linear              linear              linear              linear^
        visionOS  linear              linear              linear              linear              linear^
        label
                  standard            form                list                toolbar             menu
        iOS       titleAndIcon        titleAndIcon        titleAndIcon        iconOnly            titleAndIcon
        iPadOS    titleAndIcon        titleAndIcon        titleAndIcon        iconOnly            titleAndIcon
        macOS     titleAndIcon        titleAndIcon        titleAndIcon        iconOnly            titleOnly
        tvOS      titleAndIcon        titleAndIcon        titleAndIcon        titleAndIcon        titleAndIcon
        watchOS   titleAndIcon        titleAndIcon        titleAndIcon        titleAndIcon        titleAndIcon^
        visionOS  titleAndIcon        titleAndIcon        titleAndIcon        titleAndIcon        titleAndIcon
        labeledContent
                  standard            form                list                toolbar             menu
        iOS       trailingValue       trailingValue       trailingValue       trailingValue       trailingValue^
        iPadOS    trailingValue       trailingValue       trailingValue       trailingValue       trailingValue^
        macOS     trailingValue       labelColumn         trailingValue       trailingValue       trailingValue^
        tvOS      trailingValue       trailingValue       trailingValue       trailingValue       trailingValue^
        watchOS   trailingValue       trailingValue       trailingValue       trailingValue       trailingValue^
        visionOS  trailingValue       trailingValue       trailingValue       trailingValue       trailingValue^
        textField
                  standard            form                list                toolbar             menu
        iOS       plain               plain               plain               bordered            plain^
        iOS@26    plain               plain               plain               roundedBorder       plain^
        iPadOS    plain               plain               plain               bordered            plain^
        iPadOS@26 plain               plain               plain               roundedBorder       plain^
        macOS     bordered            bordered            bordered            bordered            bordered^
        macOS@26  roundedBorder       roundedBorder       roundedBorder       roundedBorder       roundedBorder^
        macOS@15  squareBorder        squareBorder        squareBorder        roundedBorder       squareBorder^
        tvOS      plain               plain               plain               plain               plain^
        watchOS   plain               plain               plain               plain               plain^
        visionOS  roundedBorder       roundedBorder       roundedBorder       roundedBorder       roundedBorder^
        textEditor
                  standard            form                list                toolbar             menu
        iOS       plain               plain               plain               plain^              plain^
        iPadOS    plain               plain               plain               plain^              plain^
        macOS     plain               plain               plain               plain^              plain^
        tvOS      !plain              !plain              !plain              !plain^             !plain^
        watchOS   !plain              !plain              !plain              !plain^             !plain^
        visionOS  roundedBorder       roundedBorder       roundedBorder       roundedBorder^      roundedBorder^
        form
                  standard            form                list                toolbar             menu
        iOS       grouped             grouped^            grouped^            grouped^            grouped^
        iPadOS    grouped             grouped^            grouped^            grouped^            grouped^
        macOS     columns             columns^            columns^            columns^            columns^
        tvOS      grouped             grouped^            grouped^            grouped^            grouped^
        watchOS   grouped             grouped^            grouped^            grouped^            grouped^
        visionOS  grouped             grouped^            grouped^            grouped^            grouped^
        list
                  standard            form                list                toolbar             menu
        iOS       insetGrouped        insetGrouped^       insetGrouped^       insetGrouped^       insetGrouped^
        iOS@14    plain               plain^              plain^              plain^              plain^
        iPadOS    insetGrouped        insetGrouped^       insetGrouped^       insetGrouped^       insetGrouped^
        iPadOS@14 plain               plain^              plain^              plain^              plain^
        macOS     inset               inset^              inset^              inset^              inset^
        macOS@10.15 plain              plain^              plain^              plain^              plain^
        tvOS      grouped             grouped^            grouped^            grouped^            grouped^
        watchOS   platters            platters^           platters^           platters^           platters^
        visionOS  insetGrouped        insetGrouped^       insetGrouped^       insetGrouped^       insetGrouped^
        table
                  standard            form                list                toolbar             menu
        iOS       inset               inset^              inset^              inset^              inset^
        iPadOS    inset               inset^              inset^              inset^              inset^
        macOS     inset               inset^              inset^              inset^              inset^
        tvOS      !inset              !inset^             !inset^             !inset^             !inset^
        watchOS   !inset              !inset^             !inset^             !inset^             !inset^
        visionOS  inset               inset^              inset^              inset^              inset^
        disclosureGroup
                  standard            form                list                toolbar             menu
        iOS       disclosureChevron   disclosureChevron   disclosureChevron   disclosureChevron^  disclosureChevron^
        iPadOS    disclosureChevron   disclosureChevron   disclosureChevron   disclosureChevron^  disclosureChevron^
        macOS     disclosureTriangle  disclosureTriangle  disclosureTriangle  disclosureTriangle^ disclosureTriangle^
        tvOS      !disclosureChevron  !disclosureChevron  !disclosureChevron  !disclosureChevron^ !disclosureChevron^
        watchOS   !disclosureChevron  !disclosureChevron  !disclosureChevron  !disclosureChevron^ !disclosureChevron^
        visionOS  disclosureChevron   disclosureChevron   disclosureChevron   disclosureChevron^  disclosureChevron^
        groupBox
                  standard            form                list                toolbar             menu
        iOS       roundedBackground   roundedBackground   roundedBackground   roundedBackground^  roundedBackground^
        iPadOS    roundedBackground   roundedBackground   roundedBackground   roundedBackground^  roundedBackground^
        macOS     titledBox           titledBox           titledBox           titledBox^          titledBox^
        tvOS      !roundedBackground  !roundedBackground  !roundedBackground  !roundedBackground^ !roundedBackground^
        watchOS   !roundedBackground  !roundedBackground  !roundedBackground  !roundedBackground^ !roundedBackground^
        visionOS  roundedBackground   roundedBackground   roundedBackground   roundedBackground^  roundedBackground^
        navigationSplitView
                  standard            form                list                toolbar             menu
        iOS       stack               stack^              stack^              stack^              stack^
        iPadOS    prominentDetail     prominentDetail^    prominentDetail^    prominentDetail^    prominentDetail^
        macOS     balanced            balanced^           balanced^           balanced^           balanced^
        tvOS      stack               stack^              stack^              stack^              stack^
        watchOS   stack               stack^              stack^              stack^              stack^
        visionOS  balanced            balanced^           balanced^           balanced^           balanced^
        tabView
                  standard            form                list                toolbar             menu
        iOS       tabBar              tabBar^             tabBar^             tabBar^             tabBar^
        iPadOS    tabBar              tabBar^             tabBar^             tabBar^             tabBar^
        iPadOS@17 tabBar              tabBar^             tabBar^             tabBar^             tabBar^
        macOS     tabBar              tabBar^             tabBar^             tabBar^             tabBar^
        tvOS      tabBar              tabBar^             tabBar^             tabBar^             tabBar^
        watchOS   page                page^               page^               page^               page^
        visionOS  tabBar              tabBar^             tabBar^             tabBar^             tabBar^
        controlGroup
                  standard            form                list                toolbar             menu
        iOS       segmented           segmented           segmented           segmented           menuRow
        iPadOS    segmented           segmented           segmented           segmented           menuRow
        macOS     segmented           segmented           segmented           segmented           menuRow
        tvOS      segmented           segmented           segmented           segmented           menuRow
        watchOS   !segmented          !segmented          !segmented          !segmented          !menuRow
        visionOS  segmented           segmented           segmented           segmented           menuRow
        """

    /// One parsed cell.
    struct Cell: CustomTestStringConvertible, Sendable {
        let family: StyleFamily
        let platform: Platform
        /// The release of the row, or nil for the platform's newest.
        let release: OSVersion?
        let placement: Placement
        let resolved: String
        let available: Bool
        let placementFallback: Bool

        var testDescription: String {
            "\(family.rawValue) on \(platform.rawValue)\(release.map { " \($0)" } ?? "") in \(placement.rawValue)"
        }
    }

    static let cells: [Cell] = {
        var cells: [Cell] = []
        var family: StyleFamily?
        var placements: [Placement] = []
        for line in expected.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.count == 1 {
                family = try! StyleFamily.named(words[0])
            } else if words.first == "standard" {
                placements = words.map { try! Placement.named($0) }
            } else {
                let platformAndRelease = words[0].split(separator: "@").map(String.init)
                let platform = try! Platform.named(platformAndRelease[0])
                let release = platformAndRelease.count > 1 ? OSVersion(platformAndRelease[1])! : nil
                for (placement, text) in zip(placements, words.dropFirst()) {
                    var name = Substring(text)
                    let unavailable = name.hasPrefix("!")
                    if unavailable { name = name.dropFirst() }
                    let fallback = name.hasSuffix("^")
                    if fallback { name = name.dropLast() }
                    cells.append(Cell(family: family!, platform: platform, release: release, placement: placement, resolved: String(name),
                                      available: !unavailable, placementFallback: fallback))
                }
            }
        }
        return cells
    }()

    @Test("The table covers every family, platform and placement once for the newest releases")
    func tableIsComplete() {
        let newest = Self.cells.filter { $0.release == nil }
        #expect(newest.count == StyleFamily.allCases.count * Platform.allCases.count * Placement.allCases.count)
        let keys = Set(Self.cells.map { "\($0.family)-\($0.platform)-\($0.release?.description ?? "")-\($0.placement)" })
        #expect(keys.count == Self.cells.count)
    }

    @Test("Every rule bounded by release has rows on both sides of its bound")
    func boundedRulesAreTabulated() {
        for rule in AutomaticStyleTable.rules {
            for platform in Platform.allCases {
                for bound in [rule.since[platform], rule.before[platform]].compactMap({ $0 }) {
                    let rows = Self.cells.filter { $0.family == rule.family && $0.platform == platform }
                    let release = { (cell: Cell) in cell.release ?? platform.newestRelease }
                    #expect(rows.contains { release($0) < bound } && rows.contains { release($0) >= bound },
                            "\(rule.family) on \(platform) changes at \(bound) but the table has no row on one side")
                }
            }
        }
    }

    @Test("automatic resolves as the table says", arguments: cells)
    func cell(_ cell: Cell) throws {
        let resolution = try StyleResolver.resolve(cell.family, platform: cell.platform, release: cell.release, placement: cell.placement)
        #expect(resolution.resolved.name == cell.resolved)
        #expect(resolution.isAvailable == cell.available)
        #expect((resolution.effectivePlacement != cell.placement) == cell.placementFallback)
        #expect(!resolution.steps.isEmpty)
    }
}
