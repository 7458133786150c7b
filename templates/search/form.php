<?php
/**
 * The search form: a plain product search that works without scripts. The
 * search island replaces it with the live form, reading the same
 * settings from its container. Inside, it has the live form's structure
 * and classes, so that it looks and measures the same before the island
 * loads as after (the category selector is the browser's own until then);
 * its root is .vitrina-search-plain, not the live form's .vitrina-search.
 *
 * Override: yourtheme/vitrina/search/form.php.
 *
 * @package Vitrina
 *
 * @var array<string, mixed> $args id, place, label, post_type, product_cat, categories (slug, name, depth).
 */

defined( 'ABSPATH' ) || exit;

$vitrina_id         = (string) $args['id'];
$vitrina_categories = is_array( $args['categories'] ) ? $args['categories'] : array();
?>
<div class="vitrina-search-plain vitrina-search--<?php echo esc_attr( (string) $args['place'] ); ?>">
	<form role="search" aria-label="<?php echo esc_attr( (string) $args['label'] ); ?>" method="get" class="vitrina-search__form" action="<?php echo esc_url( home_url( '/' ) ); ?>">
		<label class="screen-reader-text" for="<?php echo esc_attr( $vitrina_id ); ?>"><?php esc_html_e( 'Search for:', 'vitrina' ); ?></label>
		<div class="vitrina-search__field">
			<div class="vitrina-search__input-wrap">
				<input type="search" id="<?php echo esc_attr( $vitrina_id ); ?>" class="vitrina-search__input" name="s" value="<?php echo esc_attr( get_search_query() ); ?>" placeholder="<?php esc_attr_e( 'Search for products', 'vitrina' ); ?>" autocomplete="off" />
			</div>
			<?php if ( $vitrina_categories ) : ?>
				<div class="vitrina-search__categories-wrap">
					<select name="product_cat" class="vitrina-search__select vitrina-search__categories-toggle" aria-label="<?php esc_attr_e( 'Category', 'vitrina' ); ?>">
						<option value=""><?php esc_html_e( 'All categories', 'vitrina' ); ?></option>
						<?php foreach ( $vitrina_categories as $vitrina_category ) : ?>
							<option value="<?php echo esc_attr( $vitrina_category['slug'] ); ?>" <?php selected( $vitrina_category['slug'], $args['product_cat'] ); ?>><?php echo esc_html( str_repeat( '– ', (int) $vitrina_category['depth'] ) . $vitrina_category['name'] ); ?></option>
						<?php endforeach; ?>
					</select>
				</div>
			<?php endif; ?>
		</div>
		<input type="hidden" name="post_type" value="<?php echo esc_attr( (string) $args['post_type'] ); ?>" />
		<button type="submit" class="vitrina-search__submit"><?php esc_html_e( 'Search', 'vitrina' ); ?></button>
	</form>
</div>
