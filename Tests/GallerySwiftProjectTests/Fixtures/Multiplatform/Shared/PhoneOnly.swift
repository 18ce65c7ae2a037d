struct PhoneOnly {}
