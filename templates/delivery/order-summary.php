<?php
/**
 * The delivery chosen in the widget, as every order view shows it: the
 * thank-you page and My Account (`page`), the order e-mails (`email`, and
 * `plain` for plain-text e-mails) and the order admin screen (`admin`).
 * The one rendering of Selection::summary for an order (Order::render).
 *
 * Override: yourtheme/vitrina/delivery/order-summary.php.
 *
 * @package Vitrina
 * @var array{title: string, lines: array<string, string>, context: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_title   = (string) $args['title'];
$vitrina_lines   = (array) $args['lines'];
$vitrina_context = (string) $args['context'];

if ( 'plain' === $vitrina_context ) {
	echo "\n" . esc_html( wc_strtoupper( $vitrina_title ) ) . "\n\n";
	foreach ( $vitrina_lines as $vitrina_label => $vitrina_value ) {
		echo esc_html( $vitrina_label . ': ' . $vitrina_value ) . "\n";
	}
	echo "\n";
	return;
}
if ( 'admin' === $vitrina_context ) : ?>
<div class="vitrina-order-delivery">
	<h3><?php echo esc_html( $vitrina_title ); ?></h3>
	<p>
	<?php foreach ( array_keys( $vitrina_lines ) as $vitrina_i => $vitrina_label ) : ?>
		<?php echo $vitrina_i > 0 ? '<br>' : ''; ?><strong><?php echo esc_html( $vitrina_label ); ?>:</strong> <?php echo esc_html( $vitrina_lines[ $vitrina_label ] ); ?>
	<?php endforeach; ?>
	</p>
</div>
<?php elseif ( 'email' === $vitrina_context ) : ?>
<h2><?php echo esc_html( $vitrina_title ); ?></h2>
<table class="td vitrina-email-delivery" cellspacing="0" cellpadding="6" border="1" style="width: 100%; margin-bottom: 40px;">
	<tbody>
	<?php foreach ( $vitrina_lines as $vitrina_label => $vitrina_value ) : ?>
		<tr>
			<th class="td" scope="row" style="text-align: left;"><?php echo esc_html( $vitrina_label ); ?></th>
			<td class="td" style="text-align: left;"><?php echo esc_html( $vitrina_value ); ?></td>
		</tr>
	<?php endforeach; ?>
	</tbody>
</table>
<?php else : ?>
<section class="vitrina-order-delivery woocommerce-order-delivery">
	<h2 class="woocommerce-column__title"><?php echo esc_html( $vitrina_title ); ?></h2>
	<table class="woocommerce-table shop_table vitrina-order-delivery__table">
		<tbody>
		<?php foreach ( $vitrina_lines as $vitrina_label => $vitrina_value ) : ?>
			<tr>
				<th scope="row"><?php echo esc_html( $vitrina_label ); ?></th>
				<td><?php echo esc_html( $vitrina_value ); ?></td>
			</tr>
		<?php endforeach; ?>
		</tbody>
	</table>
</section>
	<?php
endif;
