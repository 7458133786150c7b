<?php
/**
 * The e-mail that confirms a guest's wishlist alerts (HTML): the link that
 * turns them on.
 *
 * Override: yourtheme/woocommerce/emails/wishlist-alert-confirm.php.
 *
 * @package Vitrina
 * @var string $email_heading
 * @var string $additional_content
 * @var string $link
 * @var int $days
 * @var WC_Email $email
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_email_header', $email_heading, $email ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's e-mail hook.
?>
<p><?php esc_html_e( 'You asked for an e-mail when products on your wishlist get cheaper or come back in stock (at most one e-mail a day). Open this link to turn the alerts on:', 'vitrina' ); ?></p>
<p><a href="<?php echo esc_url( $link ); ?>"><?php esc_html_e( 'Turn on wishlist alerts', 'vitrina' ); ?></a></p>
<?php /* translators: %d: days the link works. */ ?>
<p><?php echo esc_html( sprintf( _n( 'The link works for %d day. If you did not ask for this, ignore this e-mail: without the click we send nothing more and delete your address.', 'The link works for %d days. If you did not ask for this, ignore this e-mail: without the click we send nothing more and delete your address.', $days, 'vitrina' ), $days ) ); ?></p>
<?php if ( $additional_content ) : ?>
	<p><?php echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) ); ?></p>
<?php endif; ?>
<?php
do_action( 'woocommerce_email_footer', $email ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's e-mail hook.
