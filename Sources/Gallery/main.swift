GalleryCommand.main()
