<?php
/**
 * The wishlist alert e-mail (HTML): the products of the shopper's wishlist
 * that got cheaper or came back in stock, and the link that stops these
 * e-mails.
 *
 * Override: yourtheme/woocommerce/emails/wishlist-alert.php.
 *
 * @package Vitrina
 * @var string $email_heading
 * @var string $additional_content
 * @var list<array{product: WC_Product, kind: string, old: float, new: float}> $items
 * @var string $unsubscribe
 * @var WC_Email $email
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_email_header', $email_heading, $email ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's e-mail hook.
?>
<p><?php esc_html_e( 'Good news about products on your wishlist:', 'vitrina' ); ?></p>
<ul>
	<?php foreach ( $items as $vitrina_item ) : ?>
		<li>
			<a href="<?php echo esc_url( $vitrina_item['product']->get_permalink() ); ?>"><?php echo esc_html( $vitrina_item['product']->get_name() ); ?></a>
			—
			<?php if ( 'restock' === $vitrina_item['kind'] ) : ?>
				<?php esc_html_e( 'back in stock', 'vitrina' ); ?>,
				<?php echo wp_kses_post( wc_price( $vitrina_item['new'] ) ); ?>
			<?php else : ?>
				<?php esc_html_e( 'now', 'vitrina' ); ?>
				<?php echo wp_kses_post( wc_price( $vitrina_item['new'] ) ); ?>
				<del><?php echo wp_kses_post( wc_price( $vitrina_item['old'] ) ); ?></del>
			<?php endif; ?>
		</li>
	<?php endforeach; ?>
</ul>
<?php if ( $additional_content ) : ?>
	<p><?php echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) ); ?></p>
<?php endif; ?>
<p><small><a href="<?php echo esc_url( $unsubscribe ); ?>"><?php esc_html_e( 'Stop wishlist e-mails', 'vitrina' ); ?></a></small></p>
<?php
do_action( 'woocommerce_email_footer', $email ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's e-mail hook.
