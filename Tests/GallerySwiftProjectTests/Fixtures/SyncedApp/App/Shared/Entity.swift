struct Entity {}
