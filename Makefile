# Builds and installs gtpush. `make install PREFIX=$HOME/.local` puts the binary in ~/.local/bin;
# `make dist` (or `make release`) packs the same binary as dist/gtpush-VERSION-OS-ARCH.tar.gz with
# its SHA-256 beside it, to copy to machines without Swift; the release workflow attaches those.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
# The installed and packed binary has no symbol table and no debug information: 42 MB with them,
# about a third of that without. `make install STRIP=:` keeps them.
STRIP ?= strip
# Non-empty on Linux, where the build's defaults were measured (`STATIC`, `PGO`).
LINUX := $(filter Linux,$(shell uname -s))
# The installed binary has the Swift runtime linked in: it runs on machines without Swift and
# keeps working when the toolchain is upgraded or removed, and it starts in half the time of the
# dynamically linked build (no runtime libraries to load and relocate) and calls the runtime
# directly. It has its own build folder because linking the runtime in changes every object file.
# No `$ORIGIN` search path: it needs no library of its own beside it, and the loader tried a dozen
# missing paths there for each system library on every start (a third of a millisecond).
# On Linux it is a static executable (`STATIC=1`): glibc and libstdc++ are linked in as well, so it
# needs no library at all on the machine it is copied to, whatever its glibc, and it starts in a
# third of the CPU time (`gtpush --version`: 1.1 against 3.4 ms, 153 against 378 page faults; no
# loader mapping and relocating four libraries). A static glibc looks users, groups and hosts up
# (NSS) only through the build machine's glibc: gtpush asks for none of them, and a test holds its
# sources to that. macOS has no static executables: there only the Swift runtime is linked in.
STATIC ?= $(if $(LINUX),1,0)
RELEASE_FLAGS = -c release --product gtpush --static-swift-stdlib --disable-local-rpath$(if $(filter 1,$(STATIC)), -Xswiftc -static-executable)
BUILD_FLAGS = $(RELEASE_FLAGS) --build-path .build/static
DIST = dist

# Profile-guided: the release binary is compiled twice. The first build counts how often each
# branch and function runs while it parses and checks a generated backend corpus (PHP this
# repository writes, never a user's); the second is compiled with those counts, so the hot paths
# of the lexer, the parser and the compile-time checks are laid out straight and together, and
# cold code out of their way: `parse` runs a tenth fewer instructions and misses the instruction
# cache a quarter less often, on trees the corpus is not (docs/benchmarks.md, 2026-11-27). The
# counts are taken on one thread with Swift's hashing fixed, so a clean build is reproducible
# (SwiftPM does not see the counts change: an incremental build recompiles only the modules whose
# sources changed). Without `llvm-profdata` (the Swift toolchain's own) or python3 (the corpus
# generator), or with `make PGO=0`, it is one plain build. On by default on Linux only, where it
# was built and measured (`make PGO=1` elsewhere).
PGO ?= $(if $(LINUX),1,0)
# The toolchain's own llvm-profdata (beside `swift`, or Xcode's): another LLVM's cannot read the counts.
LLVM_PROFDATA ?= $(or $(wildcard $(dir $(realpath $(shell command -v $(SWIFT))))llvm-profdata),$(shell xcrun --find llvm-profdata 2>/dev/null))
PYTHON ?= $(shell command -v python3 2>/dev/null)
PROFILE = .build/profile
INSTRUMENTED_FLAGS = $(RELEASE_FLAGS) --build-path .build/instrumented \
	-Xswiftc -Xfrontend -Xswiftc -ir-profile-generate -Xswiftc -Xclang-linker -Xswiftc -fprofile-generate
ifeq ($(PGO)$(if $(LLVM_PROFDATA),y)$(if $(PYTHON),y),1yy)
PROFILE_USE = -Xswiftc -Xfrontend -Xswiftc -ir-profile-use=$(CURDIR)/$(PROFILE)/gtpush.profdata
endif

.PHONY: all build profile install uninstall dist release test clean

all: build

build: $(if $(PROFILE_USE),profile)
	$(strip $(SWIFT) build $(BUILD_FLAGS) $(PROFILE_USE))

# The counts for the second build: a fresh corpus, one thread, every run's counts merged.
profile:
	$(SWIFT) build $(INSTRUMENTED_FLAGS)
	rm -rf $(PROFILE) && mkdir -p $(PROFILE)
	$(PYTHON) scripts/make-corpus.py $(PROFILE)/corpus 2000 11 >/dev/null
	bin="$$($(SWIFT) build $(INSTRUMENTED_FLAGS) --show-bin-path)/gtpush"; \
	export LLVM_PROFILE_FILE="$(CURDIR)/$(PROFILE)/raw/%p.profraw" SWIFT_DETERMINISTIC_HASHING=1; \
	"$$bin" parse --jobs 1 $(PROFILE)/corpus >/dev/null && { "$$bin" check --jobs 1 $(PROFILE)/corpus >/dev/null; test $$? -le 1; }
	"$(LLVM_PROFDATA)" merge -o $(PROFILE)/gtpush.profdata $(PROFILE)/raw

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/gtpush" "$(DESTDIR)$(BINDIR)/gtpush"
	$(STRIP) "$(DESTDIR)$(BINDIR)/gtpush"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/gtpush"

# dist/gtpush-VERSION-OS-ARCH.tar.gz holding one stripped `gtpush` that needs no Swift on the
# machine (on Linux no library at all; on macOS the Swift runtime is part of the system), and
# dist/gtpush-VERSION-OS-ARCH.tar.gz.sha256 (`sha256sum -c` reads it): scripts/dist.sh says how.
dist: build
	STRIP="$(STRIP)" scripts/dist.sh "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/gtpush" $(DIST)

release: dist

test:
	$(SWIFT) build
	$(SWIFT) test

clean:
	rm -rf .build/static .build/instrumented $(PROFILE) $(DIST)
