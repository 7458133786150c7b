<?php
/**
 * A popup form: the contact form ([vitrina_popup_form], sent as pum_form)
 * and the subscription form ([vitrina_subscribe], pum_sub_form); the popups
 * island sends it. The named fields in order, the honeypot, the popup's id
 * and the send button. Themes may override it at vitrina/popups/form.php.
 *
 * @package Vitrina
 *
 * @var array{action: string, class: string, fields: list<'name'|'email'|'message'|'consent'>, button: string, popup_id: int, uid: string, consent?: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<form class="vitrina-form <?php echo esc_attr( $args['class'] ); ?>" data-vitrina-form="<?php echo esc_attr( $args['action'] ); ?>" method="post" novalidate>
	<div class="vitrina-form__messages" role="status" aria-live="polite"></div>
<?php
$vitrina_uid = $args['uid'];
foreach ( $args['fields'] as $vitrina_field ) :
	$vitrina_id = $vitrina_uid . '-' . $vitrina_field;
	if ( 'name' === $vitrina_field ) :
		?>
	<p class="vitrina-form__field">
		<label for="<?php echo esc_attr( $vitrina_id ); ?>"><?php esc_html_e( 'Name', 'vitrina' ); ?></label>
		<input id="<?php echo esc_attr( $vitrina_id ); ?>" type="text" name="name" maxlength="100" autocomplete="name" />
	</p>
	<?php elseif ( 'email' === $vitrina_field ) : ?>
	<p class="vitrina-form__field">
		<label for="<?php echo esc_attr( $vitrina_id ); ?>"><?php esc_html_e( 'E-mail', 'vitrina' ); ?> <span aria-hidden="true">*</span></label>
		<input id="<?php echo esc_attr( $vitrina_id ); ?>" type="email" name="email" required aria-required="true" autocomplete="email" inputmode="email" />
	</p>
	<?php elseif ( 'message' === $vitrina_field ) : ?>
	<p class="vitrina-form__field">
		<label for="<?php echo esc_attr( $vitrina_id ); ?>"><?php esc_html_e( 'Message', 'vitrina' ); ?> <span aria-hidden="true">*</span></label>
		<textarea id="<?php echo esc_attr( $vitrina_id ); ?>" name="message" rows="4" maxlength="5000" required aria-required="true"></textarea>
	</p>
	<?php elseif ( 'consent' === $vitrina_field ) : ?>
	<p class="vitrina-form__field vitrina-form__field--consent">
		<input id="<?php echo esc_attr( $vitrina_id ); ?>" type="checkbox" name="consent" value="1" required aria-required="true" />
		<label for="<?php echo esc_attr( $vitrina_id ); ?>"><?php echo esc_html( $args['consent'] ?? '' ); ?></label>
	</p>
		<?php
	endif;
endforeach;
?>
	<p class="vitrina-form__hp" aria-hidden="true">
		<label for="<?php echo esc_attr( $vitrina_uid . '-hp' ); ?>"><?php esc_html_e( 'Leave this field empty', 'vitrina' ); ?></label>
		<input id="<?php echo esc_attr( $vitrina_uid . '-hp' ); ?>" type="text" name="vitrina_hp" value="" tabindex="-1" autocomplete="off" />
	</p>
	<input type="hidden" name="popup_id" value="<?php echo esc_attr( (string) $args['popup_id'] ); ?>" />
	<p class="vitrina-form__actions">
		<button type="submit" class="button vitrina-form__submit"><?php echo esc_html( $args['button'] ); ?></button>
	</p>
</form>
