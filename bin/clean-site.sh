#!/usr/bin/env bash
# A clean WordPress with WooCommerce (and no Vitrina) on port 8889, for the
# test that installs the plugin zip through wp-admin's upload form.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

wc="$(find_woocommerce)" || die "WooCommerce not found: set WC_DIR or put it in $VITRINA_CACHE/woocommerce"
db_start
core_prepare
server_stop clean
wp clean reset
content="$VITRINA_RUN/sites/clean/wp-content"
rm -rf "$content/plugins/vitrina" "$content/upgrade/"* "$content/uploads/"*
ln -sfn "$wc" "$content/plugins/woocommerce"
theme=twentytwentyfive
if sf="$(find_storefront)"; then
	ln -sfn "$sf" "$content/themes/storefront"
	theme=storefront
fi
ln -sfn "$VITRINA_RUN/core/wp-content/themes/twentytwentyfive" "$content/themes/twentytwentyfive"
wp clean install --title="Clean shop" --user=admin --password=password --email=admin@example.com >/dev/null
wp clean activate woocommerce/woocommerce.php >/dev/null
wp clean theme "$theme" >/dev/null
wp clean eval-file "$VITRINA_ROOT/bin/wc-basics.php" >/dev/null
server_start clean
log "clean WordPress $(wp clean version) with WooCommerce at http://127.0.0.1:$(site_port clean)"
