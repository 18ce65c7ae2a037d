struct WidgetMain {}
