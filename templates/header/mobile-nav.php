<?php
/**
 * The mobile navigation panel (the header island opens it from the theme's
 * menu toggle or any [data-vitrina-mobile-nav-open] element).
 *
 * Override: yourtheme/vitrina/header/mobile-nav.php. Keep the data attributes.
 *
 * @package Vitrina
 * @var array{layout: string, menu: string, secondary?: string, categories: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_tabs = 'tab' === $args['layout'] && '' !== $args['categories'];
?>
<div class="vitrina-mobile-nav vitrina-mobile-nav--<?php echo esc_attr( $args['layout'] ); ?>" id="vitrina-mobile-nav" data-vitrina-mobile-nav data-layout="<?php echo esc_attr( $args['layout'] ); ?>"
	<?php /* translators: %s: menu item name. */ ?>
	data-label-open="<?php esc_attr_e( 'Open submenu: %s', 'vitrina' ); ?>"
	data-label-back="<?php esc_attr_e( 'Back', 'vitrina' ); ?>"
	<?php /* translators: %s: menu item name. */ ?>
	data-label-back-from="<?php esc_attr_e( 'Back from %s', 'vitrina' ); ?>"
	hidden>
	<div class="vitrina-mobile-nav__overlay" data-vitrina-mobile-nav-close></div>
	<div class="vitrina-mobile-nav__panel" role="dialog" aria-modal="true" aria-label="<?php esc_attr_e( 'Menu', 'vitrina' ); ?>" tabindex="-1">
		<button type="button" class="vitrina-mobile-nav__close" data-vitrina-mobile-nav-close aria-label="<?php esc_attr_e( 'Close menu', 'vitrina' ); ?>">
			<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor"/></svg>
		</button>
		<?php if ( $vitrina_tabs ) : ?>
			<div class="vitrina-mobile-nav__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Menu', 'vitrina' ); ?>">
				<button type="button" role="tab" id="vitrina-mobile-nav-tab-menu" aria-selected="true" aria-controls="vitrina-mobile-nav-menu" data-vitrina-mobile-nav-tab><?php esc_html_e( 'Menu', 'vitrina' ); ?></button>
				<button type="button" role="tab" id="vitrina-mobile-nav-tab-categories" aria-selected="false" aria-controls="vitrina-mobile-nav-categories" tabindex="-1" data-vitrina-mobile-nav-tab><?php esc_html_e( 'Categories', 'vitrina' ); ?></button>
			</div>
		<?php endif; ?>
		<nav class="vitrina-mobile-nav__menu" id="vitrina-mobile-nav-menu" aria-label="<?php esc_attr_e( 'Mobile menu', 'vitrina' ); ?>"<?php echo $vitrina_tabs ? ' role="tabpanel" aria-labelledby="vitrina-mobile-nav-tab-menu"' : ''; ?>>
			<?php echo $args['menu']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- markup of wp_nav_menu(). ?>
			<?php echo $args['secondary'] ?? ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- markup of wp_nav_menu(). ?>
		</nav>
		<?php if ( $vitrina_tabs ) : ?>
			<nav class="vitrina-mobile-nav__menu" id="vitrina-mobile-nav-categories" role="tabpanel" aria-labelledby="vitrina-mobile-nav-tab-categories" hidden>
				<?php echo $args['categories']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- markup of wp_list_categories(). ?>
			</nav>
		<?php endif; ?>
	</div>
</div>
