/// What the shop's server answers: a model named as a view is (`OrderRow`), nested in another type, as web-API
/// models often are. `gallery scene Shop --view OrderRow` still means the view.
enum Api {
    struct OrderRow: Codable, Equatable {
        let id: Int
        let title: String
    }
}
