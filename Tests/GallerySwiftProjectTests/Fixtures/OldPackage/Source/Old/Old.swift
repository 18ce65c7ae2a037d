struct Old {}
