<?php
/**
 * Tests of the delivery selection helpers.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Delivery\Selection;
use Vitrina\Tests\TestCase;
use WP_Error;

/**
 * Validation and sanitising, the §9 address format, the postcode default,
 * the courier comment rule and the summary.
 */
final class SelectionTest extends TestCase {

	/**
	 * A courier selection as the frame sends it.
	 *
	 * @return array<string, mixed>
	 */
	public static function courier(): array {
		return array(
			'comment'  => 'Позвонить за час',
			'city'     => array(
				'name'           => 'Москва',
				'region'         => 'Москва',
				'countryIsoCode' => 'RU',
			),
			'delivery' => array(
				'id'                   => 'cdek-courier',
				'type'                 => 2,
				'company'              => array(
					'id'   => 'cdek',
					'name' => 'СДЭК',
				),
				'price'                => 350,
				'days'                 => array(
					'min' => 1,
					'max' => 3,
				),
				'cashPaymentAvailable' => true,
				'cardPaymentAvailable' => false,
				'point'                => null,
			),
			'contacts' => array(
				'name'    => 'Иван Петров',
				'phone'   => '79991234567',
				'email'   => 'ivan@example.com',
				'address' => array(
					'zipCode'   => '101000',
					'street'    => 'ул. Ленина',
					'building'  => '5',
					'bulk'      => '2',
					'apartment' => '10',
				),
			),
			'payType'  => 1,
			'_meta'    => array( 'commonDeliveryDataHTML' => '<b>СДЭК</b>, курьер<script>alert(1)</script>' ),
		);
	}

	/**
	 * A pickup selection.
	 *
	 * @return array<string, mixed>
	 */
	public static function pickup(): array {
		$selection                        = self::courier();
		$selection['comment']             = '';
		$selection['delivery']['type']    = 1;
		$selection['delivery']['price']   = '199.5';
		$selection['delivery']['point']   = array(
			'id'                   => 'p1',
			'type'                 => 1,
			'name'                 => 'ПВЗ на Тверской',
			'address'              => 'Тверская ул., 7',
			'zipCode'              => '',
			'cashPaymentAvailable' => false,
			'cardPaymentAvailable' => true,
		);
		$selection['contacts']['address'] = array();
		return $selection;
	}

	/**
	 * A good selection is cleaned: strings sanitised, numbers numbers, the
	 * provider HTML stripped of scripts.
	 */
	public function test_parse_good_selection(): void {
		$raw                           = self::courier();
		$raw['contacts']['name']       = '  Иван <i>Петров</i> ';
		$raw['city']['countryIsoCode'] = 'ru';
		$clean                         = Selection::parse( (string) wp_json_encode( $raw ) );
		$this->assertIsArray( $clean );
		$this->assertSame( 'Иван Петров', $clean['contacts']['name'] );
		$this->assertSame( 'RU', $clean['city']['countryIsoCode'] );
		$this->assertSame( 2, $clean['delivery']['type'] );
		$this->assertSame( 350.0, $clean['delivery']['price'] );
		$this->assertTrue( $clean['delivery']['cashPaymentAvailable'] );
		$this->assertFalse( $clean['delivery']['cardPaymentAvailable'] );
		$this->assertNull( $clean['delivery']['point'] );
		$this->assertSame( 1, $clean['payType'] );
		$this->assertStringNotContainsString( '<script', $clean['_meta']['commonDeliveryDataHTML'] );
		$this->assertStringContainsString( '<b>СДЭК</b>', $clean['_meta']['commonDeliveryDataHTML'] );
		$this->assertSame( $clean, Selection::parse( json_decode( (string) wp_json_encode( $raw ) ) ), 'an object gives the same' );
		$this->assertSame( $clean, Selection::parse( $raw ), 'an array gives the same' );
		$this->assertSame( 199.5, Selection::parse( self::pickup() )['delivery']['price'] ?? null );
	}

	/**
	 * Bad selections and why.
	 *
	 * @return array<string, array{mixed, string}>
	 */
	public static function bad(): array {
		$no_delivery = self::courier();
		unset( $no_delivery['delivery'] );
		$bad_type                       = self::courier();
		$bad_type['delivery']['type']   = 9;
		$bad_price                      = self::courier();
		$bad_price['delivery']['price'] = -1;
		$no_city                        = self::courier();
		$no_city['city']                = array( 'name' => '' );
		$no_point                       = self::pickup();
		$no_point['delivery']['point']  = null;
		$bad_contacts                   = self::courier();
		$bad_contacts['contacts']       = 'x';
		return array(
			'not JSON'          => array( '{nope', 'not valid JSON' ),
			'a list'            => array( array( 1, 2 ), 'must be an object' ),
			'a number'          => array( 5, 'must be an object' ),
			'no delivery'       => array( $no_delivery, 'no delivery' ),
			'bad type'          => array( $bad_type, 'delivery type' ),
			'negative price'    => array( $bad_price, 'price' ),
			'no city'           => array( $no_city, 'no city' ),
			'pickup, no point'  => array( $no_point, 'pickup point' ),
			'contacts a string' => array( $bad_contacts, 'contacts' ),
		);
	}

	/**
	 * Bad selections are refused with 400 and a message.
	 *
	 * @param mixed  $raw  Selection.
	 * @param string $says Part of the message.
	 */
	#[DataProvider( 'bad' )]
	public function test_parse_refuses( $raw, string $says ): void {
		$result = Selection::parse( $raw );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( Selection::INVALID, $result->get_error_code() );
		$this->assertSame( array( 'status' => 400 ), $result->get_error_data() );
		$this->assertStringContainsString( $says, $result->get_error_message() );
	}

	/**
	 * The §9 address format.
	 *
	 * @return array<string, array{array<string, string>, string}>
	 */
	public static function addresses(): array {
		return array(
			'all parts'       => array(
				array(
					'street'    => 'ул. Ленина',
					'building'  => '5',
					'bulk'      => '2',
					'apartment' => '10',
				),
				'ул. Ленина, д.5 (корп.2), Кв/офис 10',
			),
			'street, house'   => array(
				array(
					'street'   => 'ул. Ленина',
					'building' => '5',
				),
				'ул. Ленина, д.5',
			),
			'no bulk, office' => array(
				array(
					'street'    => 'пр. Мира',
					'building'  => '12А',
					'apartment' => '3',
				),
				'пр. Мира, д.12А, Кв/офис 3',
			),
		);
	}

	/**
	 * Street, д.building, (корп.bulk), Кв/офис N.
	 *
	 * @param array<string, string> $address Address.
	 * @param string                $line    Expected.
	 */
	#[DataProvider( 'addresses' )]
	public function test_address_line( array $address, string $line ): void {
		$raw                        = self::courier();
		$raw['contacts']['address'] = $address;
		$clean                      = Selection::parse( $raw );
		$this->assertIsArray( $clean );
		$this->assertSame( $line, Selection::address_line( $clean ) );
	}

	/**
	 * Pickup: the point's address; the postcode 000000 when missing.
	 */
	public function test_pickup_address_and_postcode_default(): void {
		$clean = Selection::parse( self::pickup() );
		$this->assertIsArray( $clean );
		$this->assertSame( 'Тверская ул., 7', Selection::address_line( $clean ) );
		$this->assertSame( '000000', Selection::postcode( $clean ) );
		$this->assertSame(
			array(
				'cash' => false,
				'card' => false,
			),
			Selection::payments( $clean ),
			'the delivery allows cash only, the point card only'
		);
		$courier = Selection::parse( self::courier() );
		$this->assertIsArray( $courier );
		$this->assertSame( '101000', Selection::postcode( $courier ) );
	}

	/**
	 * The courier comment rule.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function notes(): array {
		return array(
			'empty notes'        => array( '', 'Позвонить', '(для курьера: Позвонить)' ),
			'appended'           => array( 'Подарок', 'Позвонить', 'Подарок (для курьера: Позвонить)' ),
			'replaces the older' => array( 'Подарок (для курьера: Старый)', 'Новый', 'Подарок (для курьера: Новый)' ),
			'no comment removes' => array( 'Подарок (для курьера: Старый)', '', 'Подарок' ),
			'idempotent'         => array( 'Подарок (для курьера: Позвонить)', 'Позвонить', 'Подарок (для курьера: Позвонить)' ),
		);
	}

	/**
	 * '(для курьера: ...)' appended, replacing an earlier one.
	 *
	 * @param string $notes    Notes.
	 * @param string $comment  Comment.
	 * @param string $expected Expected notes.
	 */
	#[DataProvider( 'notes' )]
	public function test_notes_with_comment( string $notes, string $comment, string $expected ): void {
		$this->assertSame( $expected, Selection::notes_with_comment( $notes, $comment ) );
	}

	/**
	 * The summary names company, kind, cost, days, address, postcode.
	 */
	public function test_summary(): void {
		$clean = Selection::parse( self::courier() );
		$this->assertIsArray( $clean );
		$text = Selection::summary_text( $clean );
		$this->assertStringContainsString( 'Delivery: СДЭК, courier', $text );
		$this->assertStringContainsString( 'Cost: 350 ₽', $text );
		$this->assertStringContainsString( 'Delivery time: 1–3 days', $text );
		$this->assertStringContainsString( 'Address: ул. Ленина, д.5 (корп.2), Кв/офис 10', $text );
		$this->assertStringContainsString( 'Postcode: 101000', $text );
		$this->assertStringContainsString( 'Comment for the courier: Позвонить за час', $text );
		$this->assertSame( 'СДЭК, courier', Selection::label( $clean ) );

		// Issue 18 item 3: the expected dates count from the order's day; a
		// pickup shows the tariff's name and the point's hours.
		update_option( 'timezone_string', 'Europe/Moscow' );
		$placed = new \DateTimeImmutable( '2026-11-27 22:30:00', new \DateTimeZone( 'UTC' ) ); // 28 November in Moscow.
		$this->assertStringContainsString( 'Expected delivery: November 29 – December 1', Selection::summary_text( $clean, $placed ) );
		$late = new \DateTimeImmutable( '2026-12-28 22:30:00', new \DateTimeZone( 'UTC' ) ); // 29 December in Moscow.
		$this->assertSame( 'December 31', Selection::dates( 2, 2, $late ), 'one day' );
		$this->assertSame( 'December 31 – January 2, 2027', Selection::dates( 2, 4, $late ), 'the year when it is another' );
		$raw                                   = self::pickup();
		$raw['delivery']['name']               = 'Самовывоз';
		$raw['delivery']['point']['workHours'] = 'Пн–Пт 9–20';
		$pickup                                = Selection::parse( $raw );
		$this->assertIsArray( $pickup );
		$summary = Selection::summary( $pickup, $placed );
		$this->assertSame( 'Самовывоз', $summary['Tariff'] );
		$this->assertSame( 'ПВЗ на Тверской, Тверская ул., 7', $summary['Pickup point'] );
		$this->assertSame( 'Пн–Пт 9–20', $summary['Working hours'] );
		$this->assertArrayNotHasKey( 'Tariff', Selection::summary( $clean ), 'none given, none shown' );
		$this->assertArrayNotHasKey( 'Working hours', Selection::summary( $clean ) );
	}
}
