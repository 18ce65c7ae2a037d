// C helpers for the parts of GTK 4.8 that Swift cannot import directly:
// function-like macros (signal connection, type casts and checks) and
// variadic functions. Every helper is a one-line static inline function.
#ifndef GALLERY_CGTK_SHIM_H
#define GALLERY_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <dlfcn.h>
#include <sys/inotify.h>

// MARK: Signals

/// g_signal_connect_data: `notify` runs when the handler is disconnected or
/// the instance is finalized, so it can release what `data` retains.
static inline gulong gallery_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                            gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(instance, signal, handler, data, notify, (GConnectFlags)0);
}

// MARK: Casts (checked: a wrong type logs a CRITICAL instead of corrupting memory)

static inline GObject *gallery_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *gallery_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *gallery_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *gallery_box(gpointer p) { return GTK_BOX(p); }
static inline GtkGrid *gallery_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkCenterBox *gallery_center_box(gpointer p) { return GTK_CENTER_BOX(p); }
static inline GtkButton *gallery_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkToggleButton *gallery_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkCheckButton *gallery_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
static inline GtkSwitch *gallery_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkLabel *gallery_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkImage *gallery_image(gpointer p) { return GTK_IMAGE(p); }
static inline GtkPicture *gallery_picture(gpointer p) { return GTK_PICTURE(p); }
static inline GtkDropDown *gallery_drop_down(gpointer p) { return GTK_DROP_DOWN(p); }
static inline GtkMenuButton *gallery_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkPopover *gallery_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkCalendar *gallery_calendar(gpointer p) { return GTK_CALENDAR(p); }
static inline GtkEditable *gallery_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkEntry *gallery_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkPasswordEntry *gallery_password_entry(gpointer p) { return GTK_PASSWORD_ENTRY(p); }
static inline GtkSpinButton *gallery_spin_button(gpointer p) { return GTK_SPIN_BUTTON(p); }
static inline GtkRange *gallery_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkTextView *gallery_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkListBox *gallery_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *gallery_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkColumnView *gallery_column_view(gpointer p) { return GTK_COLUMN_VIEW(p); }
static inline GtkListItem *gallery_list_item(gpointer p) { return GTK_LIST_ITEM(p); }
static inline GtkExpander *gallery_expander(gpointer p) { return GTK_EXPANDER(p); }
static inline GtkPaned *gallery_paned(gpointer p) { return GTK_PANED(p); }
static inline GtkStack *gallery_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkOrientable *gallery_orientable(gpointer p) { return GTK_ORIENTABLE(p); }
static inline GtkLevelBar *gallery_level_bar(gpointer p) { return GTK_LEVEL_BAR(p); }
static inline GtkProgressBar *gallery_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
static inline GtkSpinner *gallery_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GtkDrawingArea *gallery_drawing_area(gpointer p) { return GTK_DRAWING_AREA(p); }
static inline GtkScrolledWindow *gallery_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkOverlay *gallery_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkRevealer *gallery_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkHeaderBar *gallery_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkSearchEntry *gallery_search_entry(gpointer p) { return GTK_SEARCH_ENTRY(p); }
static inline GtkFlowBox *gallery_flow_box(gpointer p) { return GTK_FLOW_BOX(p); }
static inline GtkFlowBoxChild *gallery_flow_box_child(gpointer p) { return GTK_FLOW_BOX_CHILD(p); }
static inline GtkApplicationWindow *gallery_application_window(gpointer p) { return GTK_APPLICATION_WINDOW(p); }
static inline GtkSelectionModel *gallery_selection_model(gpointer p) { return GTK_SELECTION_MODEL(p); }
static inline GtkFileChooser *gallery_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkNativeDialog *gallery_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkNative *gallery_native(gpointer p) { return GTK_NATIVE(p); }
static inline GtkApplication *gallery_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *gallery_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GActionMap *gallery_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GtkGesture *gallery_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline GtkEventController *gallery_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkGestureSingle *gallery_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkShortcutController *gallery_shortcut_controller(gpointer p) { return GTK_SHORTCUT_CONTROLLER(p); }
static inline GtkStyleProvider *gallery_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }
static inline GtkShortcutsWindow *gallery_shortcuts_window(gpointer p) { return GTK_SHORTCUTS_WINDOW(p); }
static inline GListModel *gallery_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GMenuModel *gallery_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GdkPaintable *gallery_paintable(gpointer p) { return GDK_PAINTABLE(p); }

// MARK: Type checks and names

static inline gboolean gallery_is_widget(gpointer p) { return GTK_IS_WIDGET(p); }
static inline const char *gallery_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }

// MARK: Variadic functions

/// Drops the "labelled by" relation GTK adds to a label's mnemonic widget, so that the widget's own accessible name
/// is read once rather than again after the label's words.
static inline void gallery_reset_labelled_by(GtkWidget *widget) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/// The accessible name of a widget (gtk_accessible_update_property is variadic).
static inline void gallery_set_accessible_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Hides a widget from assistive technologies, or shows it again (a decorative icon).
static inline void gallery_set_accessible_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// Whether a widget (an option, a page in the sidebar) is the selected one.
static inline void gallery_set_accessible_selected(GtkWidget *widget, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/// Whether a submenu's row shows its items (iOS unfolds them in place).
static inline void gallery_set_accessible_expanded(GtkWidget *widget, gboolean expanded) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
}

/// Whether a menu item that can be checked (a toggle, a choice) is checked, as a screen reader reads it.
static inline void gallery_set_accessible_checked(GtkWidget *widget, gboolean checked) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED,
                                checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

/// A range widget's value as assistive technologies read it: its bounds, its value and the words for it.
static inline void gallery_set_accessible_value(GtkWidget *widget, double minimum, double maximum, double value, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

/// Names the page of `stack` that holds `child` (a stack's page is an accessible object of its own, not a widget).
static inline void gallery_set_stack_page_label(GtkWidget *stack, GtkWidget *child, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(gtk_stack_get_page(GTK_STACK(stack), child)),
                                   GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Marks `object` with the flag `key`.
static inline void gallery_set_flag(gpointer object, const char *key) {
    g_object_set_data(G_OBJECT(object), key, GINT_TO_POINTER(1));
}

/// Whether `object` carries the flag `key`.
static inline gboolean gallery_has_flag(gpointer object, const char *key) {
    return g_object_get_data(G_OBJECT(object), key) != NULL;
}

/// A widget's description for assistive technologies (read after its name).
static inline void gallery_set_accessible_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// A heading's level for assistive technologies (AT-SPI's "level" attribute); 0 or less takes it away.
static inline void gallery_set_accessible_level(GtkWidget *widget, int level) {
    if (level > 0) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL);
    }
}

/// Takes a widget's description for assistive technologies away.
static inline void gallery_reset_accessible_description(GtkWidget *widget) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/// The accessible role a widget was made with.
static inline GtkAccessibleRole gallery_accessible_role(GtkWidget *widget) {
    return gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget));
}

/// Answers GTK's question for a widget's tooltip with the text `gallery_set_tooltip` keeps on it.
static inline gboolean gallery_answer_tooltip(GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                                              gpointer data) {
    const char *text = g_object_get_data(G_OBJECT(widget), "gallery-tooltip");
    if (text == NULL) return FALSE;
    gtk_tooltip_set_text(tooltip, text);
    return TRUE;
}

/// Gives `widget` the tooltip `text` (NULL or empty: none) and says it as its accessible description, as
/// gtk_widget_set_tooltip_text does, but without the pointer query GTK 4.8 makes on every such call: a
/// round trip to the X server, about 0.2 ms each, most of the time a page of cards took to build.
static inline void gallery_set_tooltip(GtkWidget *widget, const char *text) {
    GObject *object = G_OBJECT(widget);
    gboolean has = text != NULL && *text != '\0';
    if (has && g_object_get_data(object, "gallery-tooltip-answered") == NULL) {
        g_signal_connect(widget, "query-tooltip", G_CALLBACK(gallery_answer_tooltip), NULL);
        g_object_set_data(object, "gallery-tooltip-answered", GINT_TO_POINTER(1));
    }
    g_object_set_data_full(object, "gallery-tooltip", has ? g_strdup(text) : NULL, g_free);
    gtk_widget_set_has_tooltip(widget, has);
    if (has) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

/// A new widget of `type` with the accessible role `role` (a construct-only property, so g_object_new).
static inline GtkWidget *gallery_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// Emits an action signal that takes no arguments, such as a search entry's "activate" (g_signal_emit_by_name is variadic).
static inline void gallery_emit(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/// A Boolean GObject property (g_object_set is variadic).
static inline void gallery_set_bool_property(gpointer object, const char *name, gboolean value) {
    g_object_set(G_OBJECT(object), name, value, NULL);
}

/// A Boolean GObject property's value (g_object_get is variadic).
static inline gboolean gallery_get_bool_property(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(G_OBJECT(object), name, &value, NULL);
    return value;
}

/// A double GObject property (g_object_set is variadic).
static inline void gallery_set_double_property(gpointer object, const char *name, double value) {
    g_object_set(G_OBJECT(object), name, value, NULL);
}

/// A string GObject property (g_object_set is variadic).
static inline void gallery_set_string_property(gpointer object, const char *name, const char *value) {
    g_object_set(G_OBJECT(object), name, value, NULL);
}

// MARK: Ending

/// An Xlib I/O error handler (XIOErrorHandler): Xlib calls it when the connection to the X server is lost,
/// and ends the process after it.
typedef int (*GalleryXIOErrorHandler)(void *display);

/// XSetIOErrorHandler, looked up at run time so that the gallery needs no -lX11 (GTK's X11 backend has
/// loaded Xlib): installs `handler` and stores the one it replaces in `previous`. FALSE, and nothing
/// installed, when Xlib is not loaded.
static inline gboolean gallery_set_x_io_error_handler(GalleryXIOErrorHandler handler, GalleryXIOErrorHandler *previous) {
#ifdef RTLD_DEFAULT
    void *symbol = dlsym(RTLD_DEFAULT, "XSetIOErrorHandler");
#else
    void *symbol = dlsym((void *)0, "XSetIOErrorHandler");  // glibc's RTLD_DEFAULT, defined only with _GNU_SOURCE
#endif
    if (symbol == NULL) return FALSE;
    GalleryXIOErrorHandler (*set)(GalleryXIOErrorHandler) = (GalleryXIOErrorHandler (*)(GalleryXIOErrorHandler))symbol;
    *previous = set(handler);
    return TRUE;
}

#endif
