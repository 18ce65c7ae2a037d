struct ConfiguredApp {}
