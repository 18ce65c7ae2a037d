struct MultiApp {}
