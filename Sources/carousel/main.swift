import CarouselCommand

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

exit(CarouselCommand.run(Array(CommandLine.arguments.dropFirst()), context: .standard()))
