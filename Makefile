# Builds and installs gtpush. `make install PREFIX=$HOME/.local` puts the binary in ~/.local/bin;
# `make release` packs the same binary, to copy to machines without Swift.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
# The installed binary has the Swift runtime linked in: it runs on machines without Swift and
# keeps working when the toolchain is upgraded or removed, and it starts in half the time of the
# dynamically linked build (no runtime libraries to load and relocate) and calls the runtime
# directly. It has its own build folder because linking the runtime in changes every object file.
# No `$ORIGIN` search path: it needs no library of its own beside it, and the loader tried a dozen
# missing paths there for each system library on every start (a third of a millisecond).
BUILD_FLAGS = -c release --product gtpush --static-swift-stdlib --disable-local-rpath --build-path .build/static
DIST = dist

.PHONY: all build install uninstall release test clean

all: build

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/gtpush" "$(DESTDIR)$(BINDIR)/gtpush"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/gtpush"

# dist/gtpush-VERSION-OS-ARCH.tar.gz holding one `gtpush` that needs no Swift on the machine
# (on Linux, only glibc and libstdc++; on macOS the Swift runtime is part of the system).
release: build
	mkdir -p $(DIST)
	cp "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/gtpush" $(DIST)/gtpush
	version=$$($(DIST)/gtpush --version | cut -d' ' -f2); \
	archive=gtpush-$$version-$$(uname -s | tr A-Z a-z)-$$(uname -m).tar.gz; \
	tar -czf $(DIST)/$$archive -C $(DIST) gtpush && echo "$(DIST)/$$archive"

test:
	$(SWIFT) build
	$(SWIFT) test

clean:
	rm -rf .build/static $(DIST)
