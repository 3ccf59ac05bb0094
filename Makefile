# Builds and installs gtpush. `make install PREFIX=$HOME/.local` puts the binary in ~/.local/bin;
# `make release` builds a binary with the Swift runtime linked in, to copy to machines without Swift.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
# The release build lives beside the debug one; the portable build has its own folder because
# linking the runtime in changes every object file.
RELEASE_FLAGS = -c release --product gtpush
STATIC_BUILD = .build/static
DIST = dist

.PHONY: all build install uninstall release test clean

all: build

build:
	$(SWIFT) build $(RELEASE_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/gtpush" "$(DESTDIR)$(BINDIR)/gtpush"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/gtpush"

# dist/gtpush-VERSION-OS-ARCH.tar.gz holding one `gtpush` that needs no Swift on the machine
# (on Linux, only glibc; on macOS the Swift runtime is part of the system).
release:
	$(SWIFT) build $(RELEASE_FLAGS) --static-swift-stdlib --build-path $(STATIC_BUILD)
	mkdir -p $(DIST)
	cp "$$($(SWIFT) build $(RELEASE_FLAGS) --static-swift-stdlib --build-path $(STATIC_BUILD) --show-bin-path)/gtpush" $(DIST)/gtpush
	version=$$($(DIST)/gtpush --version | cut -d' ' -f2); \
	archive=gtpush-$$version-$$(uname -s | tr A-Z a-z)-$$(uname -m).tar.gz; \
	tar -czf $(DIST)/$$archive -C $(DIST) gtpush && echo "$(DIST)/$$archive"

test:
	$(SWIFT) build
	$(SWIFT) test

clean:
	rm -rf $(STATIC_BUILD) $(DIST)
