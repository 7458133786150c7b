#!/usr/bin/env bash
# Installs what the local shop and the tests need, and only what is missing:
# Debian packages (PHP extensions, MariaDB, Chromium, gettext...), Composer and
# npm dependencies, and the built scripts. Quiet and quick when all is there.
#
# Usage: bash bin/setup.sh [--keep-going]
#   --keep-going   a failing `npm run build` is a warning, not an error
#                  (npm start uses it; the tests do not).
# Environment: VITRINA_SKIP_APT=1 skips the Debian packages check.
set -euo pipefail

# shellcheck source=bin/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$VITRINA_ROOT"

keep_going=0
for arg in "$@"; do
	case "$arg" in
		--keep-going) keep_going=1 ;;
		-h | --help) sed -n '2,11p' "$0"; exit 0 ;;
		*) die "setup.sh: unknown option $arg (try --help)" ;;
	esac
done

warn() { printf '\033[33m[vitrina] %s\033[0m\n' "$*" >&2; }

# Runs a command quietly; on failure shows its output and the log file.
quiet() {
	local name="$1"; shift
	local logf="$VITRINA_RUN/setup-$name.log"
	mkdir -p "$VITRINA_RUN"
	if "$@" >"$logf" 2>&1; then return 0; fi
	tail -n 30 "$logf" >&2
	return 1
}

# --- Debian packages -------------------------------------------------------------

apt_packages=(
	php-cli php-mysql php-gd php-curl php-zip php-xml php-mbstring php-intl
	mariadb-server chromium gettext curl unzip zip composer fonts-dejavu-core
)

as_root() {
	if [ "$(id -u)" = 0 ]; then "$@"
	elif command -v sudo >/dev/null; then sudo "$@"
	else return 1
	fi
}

if [ "${VITRINA_SKIP_APT:-}" != 1 ] && command -v dpkg-query >/dev/null; then
	missing=()
	# One dpkg-query call for all of them: fast.
	installed="$(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${apt_packages[@]}" 2>/dev/null || true)"
	for p in "${apt_packages[@]}"; do
		grep -qx "$p installed" <<<"$installed" || missing+=("$p")
	done
	if [ "${#missing[@]}" -gt 0 ]; then
		log "installing Debian packages: ${missing[*]}"
		export DEBIAN_FRONTEND=noninteractive
		quiet apt-update as_root apt-get update -q \
			|| die "apt-get update failed (run as root, or install by hand: apt-get install ${missing[*]})"
		quiet apt-install as_root apt-get install -y -q --no-install-recommends "${missing[@]}" \
			|| die "apt-get install failed; install by hand: apt-get install ${missing[*]}"
	fi
elif [ "${VITRINA_SKIP_APT:-}" != 1 ]; then
	warn "not a Debian system: make sure PHP 8.1+ (mysqli, gd, curl, zip, xml, mbstring, intl), MariaDB, Composer and Chromium are installed"
fi

for cmd in php composer mariadbd; do
	command -v "$cmd" >/dev/null || die "$cmd is missing: install it (Debian: apt-get install ${apt_packages[*]})"
done

# newer_than REF PATH...: true when REF is missing or any PATH (file or folder
# contents) is newer than REF.
newer_than() {
	local ref="$1"; shift
	[ -e "$ref" ] || return 0
	local p
	for p in "$@"; do
		[ -e "$p" ] || continue
		if [ -n "$(find "$p" -newer "$ref" -type f -not -path '*/node_modules/*' -print -quit 2>/dev/null)" ]; then
			return 0
		fi
	done
	return 1
}

# --- Composer --------------------------------------------------------------------

stamp="vendor/.vitrina-setup"
if [ ! -f vendor/autoload.php ] || newer_than "$stamp" composer.json composer.lock; then
	log "composer install"
	quiet composer env COMPOSER_NO_INTERACTION=1 composer install --no-progress --no-interaction \
		|| die "composer install failed, see $VITRINA_RUN/setup-composer.log"
	touch "$stamp"
fi

# --- WordPress core --------------------------------------------------------------
# $WP_CORE_DIR or ~/.cache/vitrina/wordpress when supplied; else Composer's
# johnpbloch/wordpress-core where the package registry holds it; else Debian's
# wordpress package (older than Vitrina needs: the tests that need WordPress
# then say they were skipped).

if ! find_wp_core >/dev/null; then
	log "WordPress core not found: trying Composer's johnpbloch/wordpress-core"
	if ! quiet wordpress timeout 300 composer create-project --no-interaction --no-install --no-scripts \
		johnpbloch/wordpress-core "$VITRINA_CACHE/wordpress" '>=6.9'; then
		rm -rf "$VITRINA_CACHE/wordpress"
		log "not on the package registry: installing Debian's wordpress package"
		as_root apt-get install -y -q wordpress >/dev/null 2>&1 || log "Debian's wordpress package could not be installed"
	fi
fi
if core="$(find_wp_core)"; then
	ver="$(wp_core_version "$core")"
	wp_core_usable "$core" || log "WordPress $ver at $core is older than $VITRINA_MIN_WP: put WordPress $VITRINA_MIN_WP or later in $VITRINA_CACHE/wordpress (or set WP_CORE_DIR)"
fi

# --- npm -------------------------------------------------------------------------

stamp="node_modules/.vitrina-setup"
if [ ! -d node_modules ] || newer_than "$stamp" package.json package-lock.json; then
	if [ -f package-lock.json ] && [ ! -d node_modules ]; then
		log "npm ci"
		# The lockfile may name optional binaries of other platforms that the
		# registry here lacks: npm ci refuses those, npm install skips them.
		quiet npm npm ci --no-audit --no-fund --loglevel=error \
			|| quiet npm npm install --no-audit --no-fund --loglevel=error \
			|| die "npm install failed, see $VITRINA_RUN/setup-npm.log"
	else
		log "npm install"
		quiet npm npm install --no-audit --no-fund --loglevel=error || die "npm install failed, see $VITRINA_RUN/setup-npm.log"
	fi
	touch "$stamp"
fi

# --- WordPress core's Russian translation ----------------------------------------

# The local shop and the PHP tests (which may run before any shop was made)
# show WordPress's own texts in Russian: its ru_RU.mo, from Debian's package.
if ! find_core_l10n >/dev/null; then
	log "WordPress core's ru_RU translation"
	fetch_core_l10n || warn "WordPress core's ru_RU translation could not be fetched: tests that need it fail"
fi

# --- the scripts -----------------------------------------------------------------

# Rebuilt when the sources' content changed (a hash, not file times: editors,
# checkouts and sync tools touch files without changing them).
sources_hash() {
	local p paths=()
	for p in src blocks package.json package-lock.json webpack.config.js tsconfig.json; do
		[ -e "$p" ] && paths+=("$p")
	done
	find "${paths[@]}" -type f -not -path '*/node_modules/*' -print0 | LC_ALL=C sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1
}

stamp="build/.vitrina-setup"
if [ -d src ]; then
	hash="$(sources_hash)"
	if [ ! -d build ] || [ "$(cat "$stamp" 2>/dev/null)" != "$hash" ]; then
		log "npm run build"
		if quiet build npm run build; then
			mkdir -p build
			echo "$hash" >"$stamp"
		elif [ "$keep_going" = 1 ]; then
			warn "npm run build failed (see $VITRINA_RUN/setup-build.log): the shop runs without the built scripts"
		else
			die "npm run build failed, see $VITRINA_RUN/setup-build.log"
		fi
	fi
fi
