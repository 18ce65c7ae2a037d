struct Flaky {}
