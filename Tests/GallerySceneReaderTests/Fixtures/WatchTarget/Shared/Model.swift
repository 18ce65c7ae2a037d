struct Model {
    var name = "Model"
}
